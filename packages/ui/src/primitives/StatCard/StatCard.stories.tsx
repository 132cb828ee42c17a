import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useCourierFormat } from '../../courier/format';
import { StatCard, type StatCardProps } from './StatCard';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';
import { storyFormat } from '../../testing/format';

const meta = {
  title: 'Primitives/StatCard',
  tags: ['autodocs'],
  component: StatCard,
  args: {
    label: 'Failed today',
    value: '17',
    icon: 'heroicons_outline:exclamation-triangle',
    tone: 'warn',
    href: '/secure/parcels?status=delivery_failed&from=today',
  },
  decorators: [
    (Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>,
    sampleCopy({ label: 'dashboard.failed', footnote: 'samples.statCard.vsLastMonth' }),
  ],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinksToItsList: Story = {
  name: 'Links to its list',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: holding(t('dashboard.failed')) });
    await expect(link).toHaveAttribute('href', '/secure/parcels?status=delivery_failed&from=today');
    await expect(link).toHaveTextContent('17');
  },
};
/** A figure and its change written by the locale helper, as every view writes them. */
function Revenue(args: StatCardProps) {
  const format = useCourierFormat();
  return <StatCard {...args} value={format.money(482310)} delta={format.signedRate(0.124)} />;
}
export const WithDelta: Story = {
  name: 'With delta',
  args: {
    label: 'Revenue this month',
    tone: 'success',
    icon: 'courier:revenue',
    deltaTone: 'good',
    deltaDirection: 'up',
    footnote: 'vs. last month',
    href: undefined,
  },
  decorators: sampleCopy({ label: 'dashboard.revenue' }),
  render: (args) => <Revenue {...args} />,
  play: async ({ canvas }) => {
    const format = storyFormat();
    await expect(canvas.getByText(format.money(482310))).toBeVisible();
    await expect(canvas.getByText(format.signedRate(0.124))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
/** In Turkish the helper writes the Turkish grouping and "%12,4". */
export const WithDeltaTurkish: Story = {
  ...WithDelta,
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { ...WithDelta.args, label: 'Bu ayın geliri', footnote: 'geçen aya göre' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₺482.310,00')).toBeVisible();
    await expect(canvas.getByText('+%12,4')).toBeVisible();
  },
  name: 'With delta Turkish',
};
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: new RegExp(`${t('dashboard.failed')}.*${t('common.loading')}`) }),
    ).toBeVisible();
  },
};
export const Dark: Story = {
  ...WithDelta,
  tags: ['interaction'],
  parameters: notCaptured(WithDelta.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { label: 'Bugün teslim edilemeyen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Bugün teslim edilemeyen/ })).toBeVisible();
  },
};
