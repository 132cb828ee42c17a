import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';
import { notCaptured, inTurkish } from '../../testing/modes';

const onClear = fn();
const meta = {
  title: 'Primitives/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: {
    title: 'No parcels match',
    description: 'Nothing was booked at Bursa with these filters in the last 7 days.',
    icon: 'heroicons_outline:cube',
    action: (
      <Button variant="secondary" onPress={onClear}>
        Clear filters
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ClearFilters: Story = {
  ...Default,
  tags: ['interaction'],
  parameters: notCaptured(Default.parameters),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(onClear).toHaveBeenCalled();
  },
  name: 'Clear filters',
};
export const Error: Story = {
  args: {
    title: 'The list could not be loaded',
    description: 'The server did not answer.',
    icon: 'heroicons_outline:exclamation-triangle',
    isError: true,
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The list could not be loaded');
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
  args: { title: 'Eşleşen gönderi yok', description: 'Filtreleri değiştirin.', action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Eşleşen gönderi yok')).toBeVisible();
  },
};
