import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard';
import { notCaptured, inTurkish } from '../../testing/modes';

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
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinksToItsList: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Failed today/ });
    await expect(link).toHaveAttribute('href', '/secure/parcels?status=delivery_failed&from=today');
    await expect(link).toHaveTextContent('17');
  },
};
export const WithDelta: Story = {
  args: {
    label: 'Revenue this month',
    value: '₺482.310',
    tone: 'success',
    icon: 'courier:revenue',
    delta: '+12,4 %',
    deltaTone: 'good',
    deltaDirection: 'up',
    footnote: 'vs. last month',
    href: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+12,4 %')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Failed today.*Loading…/ })).toBeVisible();
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
