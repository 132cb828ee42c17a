import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UserStatus } from '@courier/domain';
import { useUiTranslation, type Language } from '../../i18n';
import { storyUser } from '../fixtures';
import { UserMenu } from './UserMenu';
import { settled } from '../../testing/motion';
import { afterShowcase, notCaptured, inTurkish, shownOpen } from '../../testing/modes';
import { storyLanguage, t } from '../../testing/t';

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
  const { i18n } = useUiTranslation();
  const [language, setLanguage] = useState<Language>(i18n.language === 'tr' ? 'tr' : 'en');
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
        links={[
          { id: 'profile', label: t('shell.user.profile'), icon: 'heroicons_outline:user-circle', href: '/profile' },
        ]}
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
    await expect(statuses.map((s) => s.textContent)).toEqual(
      ['online', 'away', 'busy', 'not-visible'].map((status) => t(`avatar.status.${status}`)),
    );
    await expect(within(menu).getByRole('menuitemradio', { name: t('avatar.status.online') })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** A status chosen is kept and shown on the avatar. */
export const ChangeStatus: Story = {
  tags: ['interaction'],
  ...afterShowcase(Open, async ({ canvas, args }) => {
    const menu = body().getByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: t('avatar.status.busy') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('busy');
    // The avatar's dot shows the new status.
    await expect(
      canvas.getByRole('button', { name: `${t('shell.user.menu')}: Aylin Aksoy` }).querySelector('[data-status]'),
    ).toHaveAttribute('data-status', 'busy');
  }),
  name: 'Change status',
};

export const SignOut: Story = {
  name: 'Sign out',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${t('shell.user.menu')}: Aylin Aksoy` }));
    await userEvent.click(await settled(body().findByRole('menuitem', { name: t('shell.user.signOut') })));
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
    await userEvent.click(canvas.getByRole('button', { name: `${t('shell.user.menu')}: Aylin Aksoy` }));
    let menu = await settled(body().findByRole('menu'));
    const [current, other] = storyLanguage() === 'en' ? (['en', 'tr'] as const) : (['tr', 'en'] as const);
    await expect(within(menu).getByRole('menuitemradio', { name: t(`shell.languages.${current}`) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitemradio', { name: t('avatar.status.online') })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: t(`shell.languages.${other}`) }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith(other);
    await userEvent.click(canvas.getByRole('button', { name: `${t('shell.user.menu')}: Aylin Aksoy` }));
    menu = await settled(body().findByRole('menu'));
    await expect(within(menu).getByRole('menuitemradio', { name: t(`shell.languages.${other}`) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('shell.user.settings') }));
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
    await userEvent.click(canvas.getByRole('button', { name: `${t('shell.user.menu')}: Aylin Aksoy` }));
    const menu = await settled(body().findByRole('menu'));
    await expect(within(menu).getByRole('menuitem', { name: t('shell.feed.notifications') })).toBeVisible();
    await userEvent.click(
      within(menu).getByRole('menuitem', {
        name: `${t('shell.feed.messages')} (${t('shell.feed.unread', { count: 3 })})`,
      }),
    );
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
