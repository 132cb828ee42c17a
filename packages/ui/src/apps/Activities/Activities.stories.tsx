import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Activity } from '@courier/domain';
import { ActivitiesView } from './Activities';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { storyFormat, storyLocale } from '../../testing/format';

const now = '2026-11-20T09:30:00.000Z';
const minutes = (n: number) => new Date(new Date(now).getTime() - n * 60_000).toISOString();
const activity = (n: number, extra: Partial<Activity>): Activity => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  description: '',
  date: now,
  useRouter: true,
  ...extra,
});
const sample: Activity[] = [
  activity(1, {
    icon: 'heroicons_outline:truck',
    description: 'Trip <strong>TRP-2026-00131</strong> left İstanbul Avrupa Hub',
    date: minutes(25),
    link: '/secure/trips',
  }),
  activity(2, {
    // A photo that is no longer there (the sample's photos are: /images/avatars/1-12.svg).
    image: '/images/avatars/gone.svg',
    description: '<strong>Selin Arslan</strong> booked 14 parcels at the Bursa counter',
    date: minutes(190),
  }),
  activity(3, {
    icon: 'heroicons_outline:document-text',
    description: 'The weekly deliveries report is ready',
    extraContent: '<em>4 812 deliveries, 96.1 % on time</em>',
    date: minutes(60 * 20),
    link: '/secure/reports',
  }),
  activity(4, {
    icon: 'heroicons_outline:chat-bubble-left-right',
    description: 'A complaint was resolved',
    linkedContent: 'CMP-000187',
    date: minutes(60 * 50),
    link: '/secure/complaints',
  }),
  activity(5, {
    icon: 'heroicons_outline:link',
    description: 'The partner portal changelog was updated',
    date: minutes(60 * 90),
    link: '/docs/changelog',
    useRouter: false,
  }),
  activity(6, {
    icon: 'heroicons_outline:cube',
    description: 'A placeholder link for this page',
    date: minutes(60 * 95),
    link: '',
  }),
];

const meta = {
  title: 'Apps/Activities',
  tags: ['autodocs'],
  component: ActivitiesView,
  args: { activities: sample, now },
} satisfies Meta<typeof ActivitiesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Day by day on the company's clock, newest first; each entry says when, with a link to what it is about. */
export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    const today = canvas.getByRole('region', { name: t('activities.today') });
    await expect(within(today).getAllByRole('listitem')).toHaveLength(2);
    const ago = new Intl.RelativeTimeFormat(storyLocale(), { numeric: 'auto' }).format(-25, 'minute');
    await expect(within(today).getByText(ago, { exact: false })).toBeVisible();
    await expect(within(today).getByText('TRP-2026-00131', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('activities.yesterday') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: storyFormat().day('2026-11-18') })).toBeVisible();
    // A link names what it opens: the linked content, else "Open" described by its entry.
    await expect(canvas.getByRole('link', { name: 'CMP-000187' })).toHaveAttribute('href', '/secure/complaints');
    const open = canvas.getAllByRole('link', { name: t('activities.open') });
    await expect(open[0]).toHaveAccessibleDescription('Trip TRP-2026-00131 left İstanbul Avrupa Hub');
    await expect(canvas.getByText('4 812 deliveries, 96.1 % on time')).toBeVisible();
    // The placeholder points at this page: no link.
    await expect(open).toHaveLength(3);
    // A photo that does not load gives way to an icon.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

/** Markup in the data is sanitised: formatting stays, scripts, handlers and frames do not. */
export const HostileMarkup: Story = {
  name: 'Hostile markup',
  tags: ['interaction'],
  args: {
    activities: [
      activity(9, {
        description: 'Hello <img src=x onerror="window.__hacked=1"><b>bold</b><script>window.__hacked=2</script>',
        extraContent: '<iframe src="https://example.com"></iframe><a href="javascript:alert(1)">click</a>',
        date: minutes(5),
      }),
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('bold', { selector: 'b' })).toBeVisible();
    await expect(canvasElement.querySelector('img[onerror], script, iframe')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  },
};

export const Loading: Story = {
  args: { activities: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('activities.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { activities: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('activities.empty'))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { activities: undefined, error: 'The server did not answer (503)', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('activities.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A long description and a long link wrap inside the column. */
export const LongText: Story = {
  name: 'Long text',
  args: {
    activities: [
      activity(7, {
        icon: 'heroicons_outline:truck',
        description: `${'Trip TRP-2026-00131 left İstanbul Avrupa Hub with parcels for Ankara, Bursa and İzmir '.repeat(4)}${'X'.repeat(120)}`,
        linkedContent: 'L'.repeat(150),
        link: '/secure/trips',
        date: minutes(30),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In Turkish, with the sample's sentences put in Turkish by the app's phrasebook (here a small one). */
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { say: (text: string) => ({ 'A complaint was resolved': 'Bir şikâyet çözüldü' })[text] ?? text },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Etkinlikler' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Bugün' })).toBeVisible();
    await expect(canvas.getByText('25 dakika önce', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Bir şikâyet çözüldü')).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('activities.today') })).toBeVisible();
  },
};
