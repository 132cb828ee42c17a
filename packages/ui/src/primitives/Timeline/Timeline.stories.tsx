import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline, type TimelineEntry } from './Timeline';
import { notCaptured, inTurkish } from '../../testing/modes';

const events: TimelineEntry[] = [
  {
    id: '1',
    title: 'Booked',
    at: '2026-11-18T09:12:00Z',
    icon: 'heroicons_mini:plus',
    tone: 'neutral',
    meta: 'Bursa · clerk Ayşe Yılmaz',
  },
  {
    id: '2',
    title: 'Received at office',
    at: '2026-11-18T09:20:00Z',
    icon: 'heroicons_mini:inbox-arrow-down',
    tone: 'info',
    meta: 'Bursa',
  },
  {
    id: '3',
    title: 'Departed',
    at: '2026-11-18T18:00:00Z',
    icon: 'heroicons_mini:truck',
    tone: 'primary',
    meta: 'Trip TRP-2026-00042 · 34 ABC 123',
  },
  {
    id: '4',
    title: 'Delivery failed',
    at: '2026-11-19T11:40:00Z',
    icon: 'heroicons_mini:x-mark',
    tone: 'warn',
    description: 'Recipient absent',
    meta: 'Driver Emre Şahin',
  },
  {
    id: '5',
    title: 'Delivered',
    at: '2026-11-20T10:05:00Z',
    icon: 'heroicons_mini:check',
    tone: 'success',
    description: 'Received by Mehmet Demir (self)',
  },
];

const meta = {
  title: 'Primitives/Timeline',
  tags: ['autodocs'],
  component: Timeline,
  args: { items: events, 'aria-label': 'Parcel history' },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Parcel history' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[3]).toHaveTextContent('Recipient absent');
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
