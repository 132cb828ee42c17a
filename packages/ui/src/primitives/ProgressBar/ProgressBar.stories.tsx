import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';
import { storyNumber } from '../../testing/format';

/** The load in kilograms as the story's language writes its numbers ("1,200", "1.200"). */
const loadText = () => `${storyNumber(816)} / ${storyNumber(1200)} kg`;

const meta = {
  title: 'Primitives/ProgressBar',
  tags: ['autodocs'],
  component: ProgressBar,
  decorators: [
    (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>,
    sampleCopy({
      label: 'samples.progress.truckLoad',
      valueLabel: (given: unknown) => (given === '816 / 1,200 kg' ? loadText() : given),
      'aria-label': 'samples.progress.loadingParcels',
    }),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  args: { value: 68, label: 'Truck load', showValue: true, valueLabel: '816 / 1,200 kg' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: t('samples.progress.truckLoad') });
    await expect(bar).toHaveAttribute('aria-valuenow', '68');
    await expect(bar).toHaveAttribute('aria-valuetext', loadText());
  },
};
export const Indeterminate: Story = {
  args: { 'aria-label': 'Loading parcels', size: 'xs' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: t('samples.progress.loadingParcels') })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};
export const ClampsOutOfRange: Story = {
  name: 'Over capacity',
  args: { value: 140, 'aria-label': 'Over capacity', tone: 'warn' },
  decorators: sampleCopy({ 'aria-label': 'samples.progress.overCapacity' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: t('samples.progress.overCapacity') })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ProgressBar value={30} aria-label="Primary" />
      <ProgressBar value={55} tone="success" aria-label="Success" />
      <ProgressBar value={92} tone="caution" aria-label="Caution" size="md" />
      <ProgressBar value={100} tone="warn" aria-label="Warn" size="md" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
  },
};
export const Dark: Story = {
  ...Determinate,
  tags: ['interaction'],
  parameters: notCaptured(Determinate.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { value: 40, label: 'Araç yükü', showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Araç yükü' })).toHaveAttribute('aria-valuetext', '%40');
  },
};
