import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, userStatuses } from './Avatar';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#6366f1"/><circle cx="20" cy="16" r="7" fill="#e0e7ff"/><path d="M6 38c2-8 8-12 14-12s12 4 14 12z" fill="#e0e7ff"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  tags: ['autodocs'],
  component: Avatar,
  args: { name: 'Zeynep Kaya' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Zeynep Kaya' });
    await expect(avatar).toHaveTextContent('ZK');
  },
};

export const Image: Story = {
  args: { src: photo, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', photo);
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  name: 'Broken image falls back to initials',
  args: { src: '/no-such-avatar.png' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Zeynep Kaya' })).toHaveTextContent('ZK'));
  },
};

export const Statuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {userStatuses.map((status) => (
        <Avatar key={status} name="Emre Şahin" status={status} size="lg" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: `Emre Şahin (${t('avatar.status.busy')})` })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `Emre Şahin (${t('avatar.status.not-visible')})` })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} name="İlkay Öztürk" size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('İÖ')).toHaveLength(4);
  },
};

export const Dark: Story = {
  ...Statuses,
  tags: ['interaction'],
  parameters: notCaptured(Statuses.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  ...Statuses,
  tags: ['turkish'],
  parameters: inTurkish(Statuses.parameters),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Emre Şahin (Meşgul)' })).toBeVisible();
  },
};
