import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

/** A parcel's tabs, their names and contents in the story's language. */
const parcelTabs = () => [
  {
    id: 'details',
    label: t('samples.tabs.details'),
    icon: 'heroicons_outline:document-text',
    content: <p>{t('samples.tabs.detailsText')}</p>,
  },
  {
    id: 'history',
    label: t('parcelDetail.history'),
    icon: 'heroicons_outline:clock',
    content: <p>{t('samples.tabs.historyText')}</p>,
  },
  { id: 'pod', label: t('parcelDetail.pod'), content: <p>{t('samples.tabs.podText')}</p>, isDisabled: true },
  { id: 'complaints', label: t('complaints.title'), content: <p>{t('samples.tabs.complaintsText')}</p> },
];
const englishTabs = parcelTabs();

const meta = {
  title: 'Primitives/Tabs',
  tags: ['autodocs'],
  component: Tabs,
  args: {
    'aria-label': 'Parcel',
    onSelectionChange: fn(),
    items: englishTabs,
  },
  decorators: sampleCopy({
    'aria-label': 'samples.tabs.parcel',
    items: (given: unknown) => (given === englishTabs ? parcelTabs() : given),
  }),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The panel joins the page once the tab collection is built.
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent(t('samples.tabs.detailsText'));
  },
};

export const SwitchByClickAndArrows: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: t('parcelDetail.history') }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('history');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(t('samples.tabs.historyText'));
    // Arrow keys move between tabs and skip the disabled one.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: t('complaints.title') })).toHaveAttribute('aria-selected', 'true');
  }),
  name: 'Switch by click and arrows',
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
    'aria-label': 'Gönderi',
    items: [
      { id: 'd', label: 'Ayrıntılar', content: 'Gönderen ve alıcı' },
      { id: 'h', label: 'Geçmiş', content: 'Okutmalar' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Gönderi' })).toBeVisible();
  },
};
