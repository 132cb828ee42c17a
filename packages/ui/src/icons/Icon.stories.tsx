import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Icon } from './Icon';
import { t } from '../testing/t';
import { sampleCopy } from '../testing/sampleCopy';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'heroicons_outline:bell', size: 32 },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = [
  'heroicons_outline:truck',
  'heroicons_solid:truck',
  'heroicons_mini:truck',
  'mat_solid:local_shipping',
  'mat_outline:local_shipping',
  'local_shipping',
  'feather:truck',
  'courier:dashboard',
  'courier:parcels-history',
  'courier:live-tracking',
  'courier:revenue',
];

export const EveryNamespace: Story = {
  name: 'Every namespace',
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 16 }}>
      {names.map((name) => (
        <figure key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
          <Icon name={name} size={28} title={name} />
          <figcaption style={{ fontSize: 12 }}>{name}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Every set loads on demand and draws the named icon.
    await waitFor(() => expect(canvasElement.querySelectorAll('svg[data-loaded="true"]')).toHaveLength(names.length), {
      timeout: 5000,
    });
    for (const svg of canvasElement.querySelectorAll('svg')) await expect(svg.innerHTML.length).toBeGreaterThan(20);
  },
};

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithTitle: Story = {
  name: 'With title',
  args: { title: 'Notifications' },
  decorators: sampleCopy({ title: 'toast.region' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: t('toast.region') })).toBeVisible();
  },
};

export const UnknownNameRendersEmpty: Story = {
  name: 'Unknown name renders empty',
  tags: ['interaction'],
  args: { name: 'heroicons_outline:no-such-icon' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(svg).toHaveAttribute('data-loaded', 'false');
    await expect(svg.innerHTML).toBe('');
  },
};
