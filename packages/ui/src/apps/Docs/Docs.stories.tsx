import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocsView, type DocPage, type DocsNavSection } from './Docs';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { storyFormat } from '../../testing/format';

const sections: DocsNavSection[] = [
  { title: 'Guides', pages: [{ title: 'Introduction', href: '#introduction' }] },
  { title: 'Releases', pages: [{ title: 'Changelog', href: '#changelog' }] },
];
const introduction: DocPage = {
  title: 'Introduction',
  lead: 'What the back office is, who uses it, and where to start.',
  blocks: [
    { kind: 'paragraph', text: 'The back office is where the staff book parcels, scan them and plan trips.' },
    { kind: 'heading', text: 'Who uses it' },
    { kind: 'list', items: ['Counter staff book parcels.', 'Drivers record deliveries.'] },
    {
      kind: 'links',
      items: [
        { label: 'Help centre', href: '#help', description: 'Answers and guides.' },
        { label: 'Scan', href: '#scan' },
      ],
    },
    { kind: 'paragraph', text: 'Press / to search.' },
  ],
};
const changelog: DocPage = {
  title: 'Changelog',
  lead: 'What changed, newest first.',
  blocks: [
    {
      kind: 'release',
      version: '1.6',
      date: '2026-11-19',
      changes: [
        { type: 'added', text: 'Help centre.' },
        { type: 'fixed', text: 'One Escape closes a panel.' },
      ],
    },
    {
      kind: 'release',
      version: '1.5',
      date: '2026-11-16',
      changes: [{ type: 'changed', text: 'A trip leaves at most 30 minutes early.' }],
    },
  ],
};

const meta = {
  title: 'Apps/Docs',
  tags: ['autodocs'],
  component: DocsView,
  args: { sections, current: '#introduction', page: introduction },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof DocsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guide: the contents beside it with the page marked, its headings, lists and links. */
export const Guide: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    const contents = canvas.getByRole('navigation', { name: t('docs.contents') });
    await expect(within(contents).getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
    await expect(within(contents).getByRole('link', { name: 'Changelog' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who uses it' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '#help');
    await expect(canvas.getByText('Press / to search.')).toBeVisible();
  },
};

/** Text from the page is text: markup in it shows as written, never as markup. */
export const GuideMarkupIsText: Story = {
  name: 'Guide markup is text',
  tags: ['interaction'],
  args: {
    page: {
      ...introduction,
      blocks: [...introduction.blocks, { kind: 'paragraph', text: 'Type <b>/</b> to search.' }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Type <b>/</b> to search.')).toBeVisible();
    await expect(canvasElement.querySelector('article b')).toBeNull();
  },
};

/** The changelog: each release with its date and its changes marked added, changed or fixed. */
export const Changelog: Story = {
  args: { current: '#changelog', page: changelog },
  play: async ({ canvas }) => {
    const release = canvas.getByRole('region', { name: t('docs.version', { version: '1.6' }) });
    await expect(within(release).getByText(storyFormat().day('2026-11-19'))).toBeVisible();
    await expect(
      within(release)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${t('docs.change.added')}Help centre.`, `${t('docs.change.fixed')}One Escape closes a panel.`]);
    await expect(canvas.getByRole('region', { name: t('docs.version', { version: '1.5' }) })).toHaveTextContent(
      t('docs.change.changed'),
    );
  },
};

/** On a phone the contents stand above the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const contents = canvas.getByRole('navigation', { name: t('docs.contents') });
    await expect(contents.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().top,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    page: {
      ...introduction,
      title: `Introduction ${'Uzunbaşlık'.repeat(12)}`,
      blocks: [
        { kind: 'paragraph', text: 'P'.repeat(400) },
        { kind: 'list', items: ['L'.repeat(300)] },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Turkish: Story = {
  args: { current: '#changelog', page: changelog },
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Belgeler' })).toBeVisible();
    const release = canvas.getByRole('region', { name: 'Sürüm 1.6' });
    await expect(release).toHaveTextContent('Eklendi');
    await expect(release).toHaveTextContent('19 Kas 2026');
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { current: '#changelog', page: changelog },
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('docs.version', { version: '1.6' }) })).toBeVisible();
  },
};
