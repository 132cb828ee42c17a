import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UserStatus } from '@courier/domain';
import type { Language } from '../../i18n';
import { storyUser } from '../fixtures';
import { UserMenu } from './UserMenu';
import { settled } from '../../testing/motion';
import { afterShowcase, notCaptured, inTurkish, shownOpen } from '../../testing/modes';

function Live({
  onStatusChange,
  onSignOut,
  onLanguageChange,
  onOpenSettings,
  onOpenFeed,
  defaultOpen,
}: {
  defaultOpen?: boolean;
  onStatusChange: (status: UserStatus) => void;
  onSignOut: () => void;
  onLanguageChange?: (language: Language) => void;
  onOpenSettings?: () => void;
  onOpenFeed?: (kind: 'messages' | 'notifications') => void;
}) {
  const [status, setStatus] = useState<UserStatus>('online');
  const [language, setLanguage] = useState<Language>('en');
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 360 }}>
      <UserMenu
        defaultOpen={defaultOpen}
        user={{ ...storyUser, status }}
        onStatusChange={(next) => {
          setStatus(next);
          onStatusChange(next);
        }}
        onSignOut={onSignOut}
        links={[{ id: 'profile', label: 'Profile', icon: 'heroicons_outline:user-circle', href: '/profile' }]}
        language={
          onLanguageChange
            ? {
                current: language,
                onChange: (next) => {
                  setLanguage(next);
                  onLanguageChange(next);
                },
              }
            : undefined
        }
        onOpenSettings={onOpenSettings}
        feeds={onOpenFeed ? { messages: 3, notifications: 0, onOpen: onOpenFeed } : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/TopBar/UserMenu',
  tags: ['autodocs'],
  component: Live,
  args: { onStatusChange: fn(), onSignOut: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Open: name, email and the four presence statuses, the chosen one checked, then the profile and sign out. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: shownOpen('26rem'),
  play: async () => {
    const menu = await settled(body().findByRole('menu'));
    await expect(body().getByText('admin@courier.test')).toBeVisible();
    const statuses = within(menu).getAllByRole('menuitemradio');
    await expect(statuses.map((s) => s.textContent)).toEqual(['Online', 'Away', 'Busy', 'Not visible']);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** A status chosen is kept and shown on the avatar. */
export const ChangeStatus: Story = {
  tags: ['interaction'],
  ...afterShowcase(Open, async ({ canvas, args }) => {
    const menu = body().getByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Busy' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('busy');
    // The avatar's dot shows the new status.
    await expect(
      canvas.getByRole('button', { name: 'Account: Aylin Aksoy' }).querySelector('[data-status]'),
    ).toHaveAttribute('data-status', 'busy');
  }),
  name: 'Change status',
};

export const SignOut: Story = {
  name: 'Sign out',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Aylin Aksoy' }));
    await userEvent.click(await settled(body().findByRole('menuitem', { name: 'Sign out' })));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};

/** Classic's bar has only fullscreen and this menu: language and settings are reached from here. */
export const LanguageAndSettings: Story = {
  name: 'Language and settings',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { onLanguageChange: fn(), onOpenSettings: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Aylin Aksoy' }));
    let menu = await settled(body().findByRole('menu'));
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Türkçe' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('tr');
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Aylin Aksoy' }));
    menu = await settled(body().findByRole('menu'));
    await expect(within(menu).getByRole('menuitemradio', { name: 'Türkçe' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
  },
};

/** Classic's bar shows no messages or notifications: the menu offers them with their unread counts. */
export const MessagesAndNotifications: Story = {
  name: 'Messages and notifications',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { onOpenFeed: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Aylin Aksoy' }));
    const menu = await settled(body().findByRole('menu'));
    await expect(within(menu).getByRole('menuitem', { name: 'Notifications' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Messages (3 unread)' }));
    await expect(args.onOpenFeed).toHaveBeenCalledWith('messages');
  },
};

export const Dark: Story = {
  ...Open,
  tags: ['interaction'],
  parameters: notCaptured(Open.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hesap: Aylin Aksoy' }));
    await expect(await settled(body().findByRole('menuitem', { name: 'Çıkış yap' }))).toBeVisible();
  },
};
