import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline, type TimelineEntry } from './Timeline';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

/** A parcel's history as its page writes it (ParcelDetail): each event and who did it, in the story's language. */
const eventsInLanguage = (): TimelineEntry[] => [
  {
    id: '1',
    title: t('parcel.event.created'),
    at: '2026-11-18T09:12:00Z',
    icon: 'heroicons_mini:plus',
    tone: 'neutral',
    meta: `Bursa · ${t('parcelDetail.by', { name: 'Ayşe Yılmaz' })}`,
  },
  {
    id: '2',
    title: t('parcel.event.received'),
    at: '2026-11-18T09:20:00Z',
    icon: 'heroicons_mini:inbox-arrow-down',
    tone: 'info',
    meta: 'Bursa',
  },
  {
    id: '3',
    title: t('parcel.event.departed'),
    at: '2026-11-18T18:00:00Z',
    icon: 'heroicons_mini:truck',
    tone: 'primary',
    meta: `${t('parcelDetail.trip', { trip: 'TRP-2026-00042' })} · 34 ABC 123`,
  },
  {
    id: '4',
    title: t('parcel.event.delivery_failed'),
    at: '2026-11-19T11:40:00Z',
    icon: 'heroicons_mini:x-mark',
    tone: 'warn',
    description: t('parcel.failureReason.recipient_absent'),
    meta: t('parcelDetail.driver', { driver: 'Emre Şahin' }),
  },
  {
    id: '5',
    title: t('parcel.event.delivered'),
    at: '2026-11-20T10:05:00Z',
    icon: 'heroicons_mini:check',
    tone: 'success',
    description: t('samples.timeline.receivedBy', { name: 'Mehmet Demir' }),
  },
];
const events = eventsInLanguage();

const meta = {
  title: 'Primitives/Timeline',
  tags: ['autodocs'],
  component: Timeline,
  args: { items: events, 'aria-label': 'Shipment history' },
  decorators: sampleCopy({
    'aria-label': 'tracking.history',
    items: (given: TimelineEntry[]) => (given === events ? eventsInLanguage() : given),
  }),
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: t('tracking.history') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[3]).toHaveTextContent(t('parcel.failureReason.recipient_absent'));
    await expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-18T09:12:00Z');
  },
};
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeEmptyDOMElement();
  },
};
export const Dark: Story = {
  ...Default,
  tags: ['interaction'],
  parameters: notCaptured(Default.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: {
    items: [{ id: '1', title: 'Teslim edildi', at: '2026-11-20T10:05:00Z', tone: 'success' }],
    'aria-label': 'Gönderi geçmişi',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Gönderi geçmişi' }).querySelector('time')).toHaveTextContent(
      /Kas 2026/,
    );
  },
};
