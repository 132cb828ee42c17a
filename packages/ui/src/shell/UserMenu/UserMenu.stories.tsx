import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UserStatus } from '@courier/domain';
import { storyUser } from '../fixtures';
import { UserMenu } from './UserMenu';
import { settled } from '../../testing/motion';

function Live({ onStatusChange, onSignOut }: { onStatusChange: (status: UserStatus) => void; onSignOut: () => void }) {
  const [status, setStatus] = useState<UserStatus>('online');
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 360 }}>
      <UserMenu
        user={{ ...storyUser, status }}
        onStatusChange={(next) => {
          setStatus(next);
          onStatusChange(next);
        }}
        onSignOut={onSignOut}
        links={[{ id: 'profile', label: 'Profile', icon: 'heroicons_outline:user-circle', href: '/profile' }]}
      />
    </div>
  );
}

const meta = { title: 'Shell/TopBar/UserMenu', component: Live, args: { onStatusChange: fn(), onSignOut: fn() } } satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Name, email and the four presence statuses; the chosen one is checked and shown on the avatar. */
export const ChangeStatus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Aylin Aksoy' }));
    const menu = await settled(body().findByRole('menu'));
    await expect(body().getByText('admin@courier.test')).toBeVisible();
    const statuses = within(menu).getAllByRole('menuitemradio');
    await expect(statuses.map((s) => s.textContent)).toEqual(['Online', 'Away', 'Busy', 'Not visible']);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Busy' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('busy');
    await expect(canvas.getByRole('img', { name: 'Aylin Aksoy (Busy)' })).toBeInTheDocument();
  },
};

export const SignOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Aylin Aksoy' }));
    await userEvent.click(await settled(body().findByRole('menuitem', { name: 'Sign out' })));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { ...ChangeStatus, globals: { scheme: 'dark' } };
export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hesap: Aylin Aksoy' }));
    await expect(await settled(body().findByRole('menuitem', { name: 'Çıkış yap' }))).toBeVisible();
  },
};
