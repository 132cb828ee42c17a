import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { notCaptured } from '../../testing/modes';

const meta = { title: 'Primitives/Skeleton', tags: ['autodocs'], component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListRow: Story = {
  name: 'List row',
  render: () => (
    <div
      style={{ display: 'flex', gap: 12, alignItems: 'center', maxWidth: 420 }}
      role="status"
      aria-busy="true"
      aria-label="Loading customer"
    >
      <Skeleton shape="circle" width={40} height={40} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
      <Skeleton shape="block" width={80} height={28} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Placeholders are hidden from assistive technology.
    const placeholders = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(placeholders.length).toBeGreaterThanOrEqual(3);
  },
};
export const Dark: Story = {
  ...ListRow,
  tags: ['interaction'],
  parameters: notCaptured(ListRow.parameters),
  globals: { scheme: 'dark' },
};
