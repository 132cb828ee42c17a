import { Button as AriaButton } from 'react-aria-components';
import type { UserStatus } from '@courier/domain';
import { languages, useUiTranslation, type Language } from '../../i18n';
import { Avatar, userStatuses } from '../../primitives/Avatar/Avatar';
import { Menu, type MenuGroup } from '../../primitives/Menu/Menu';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';
import * as styles from './UserMenu.css';

export interface UserMenuProps {
  user: { name: string; email: string; avatar: string | null; status: UserStatus };
  onStatusChange: (status: UserStatus) => void;
  onSignOut: () => void;
  /** Extra entries above sign out (profile). */
  links?: { id: string; label: string; icon: string; href: string }[];
  /**
   * The language and the settings drawer, for layouts whose top bar has no room for them
   * (classic has only fullscreen and this menu).
   */
  language?: { current: Language; onChange: (language: Language) => void };
  onOpenSettings?: () => void;
  /** Messages and notifications with their unread counts, for layouts whose top bar does not show them. */
  feeds?: { messages: number; notifications: number; onOpen: (kind: 'messages' | 'notifications') => void };
  /** Opens with the menu shown. */
  defaultOpen?: boolean;
}

const statusIcon: Record<UserStatus, string> = {
  online: 'heroicons_mini:check-circle',
  away: 'heroicons_mini:clock',
  busy: 'heroicons_mini:minus-circle',
  'not-visible': 'heroicons_mini:eye-slash',
};

/** The signed-in user: name and email, presence status, sign out. */
export function UserMenu({
  user,
  onStatusChange,
  onSignOut,
  links = [],
  language,
  onOpenSettings,
  feeds,
  defaultOpen,
}: UserMenuProps) {
  const { t } = useUiTranslation();
  const feedItems = feeds
    ? (['messages', 'notifications'] as const).map((kind) => ({
        id: `feed:${kind}`,
        label: feeds[kind]
          ? `${t(`shell.feed.${kind}`)} (${t('shell.feed.unread', { count: feeds[kind] })})`
          : t(`shell.feed.${kind}`),
        icon: kind === 'messages' ? 'heroicons_outline:inbox' : 'heroicons_outline:bell',
      }))
    : [];
  const more = [
    ...feedItems,
    ...links,
    ...(onOpenSettings
      ? [{ id: 'settings', label: t('shell.user.settings'), icon: 'heroicons_outline:cog-8-tooth' }]
      : []),
  ];
  const groups: MenuGroup[] = [
    {
      id: 'status',
      title: t('shell.user.status'),
      items: userStatuses.map((status) => ({
        id: `status:${status}`,
        label: t(`avatar.status.${status}`),
        icon: statusIcon[status],
      })),
    },
    ...(language
      ? [
          {
            id: 'language',
            title: t('shell.language'),
            items: languages.map((lang) => ({ id: `language:${lang}`, label: t(`shell.languages.${lang}`) })),
          },
        ]
      : []),
    ...(more.length ? [{ id: 'more', items: more }] : []),
    {
      id: 'session',
      items: [
        {
          id: 'sign-out',
          label: t('shell.user.signOut'),
          icon: 'heroicons_outline:arrow-right-on-rectangle',
          isDanger: true,
        },
      ],
    },
  ];
  return (
    <Menu
      defaultOpen={defaultOpen}
      selectedIds={[`status:${user.status}`, ...(language ? [`language:${language.current}`] : [])]}
      header={
        <div className={styles.header}>
          <span className={styles.name}>{user.name}</span>
          <span className={styles.email}>{user.email}</span>
        </div>
      }
      onAction={(id) => {
        if (id === 'sign-out') onSignOut();
        else if (id === 'settings') onOpenSettings?.();
        else if (id === 'feed:messages' || id === 'feed:notifications')
          feeds?.onOpen(id.slice(5) as 'messages' | 'notifications');
        else if (id.startsWith('status:')) onStatusChange(id.slice(7) as UserStatus);
        else if (id.startsWith('language:')) language?.onChange(id.slice(9) as Language);
      }}
      trigger={
        // Named by hidden text, not aria-label, so the initials shown never contradict the name.
        <AriaButton className={styles.trigger}>
          <span aria-hidden="true">
            <Avatar name={user.name} src={user.avatar} status={user.status} size="md" />
          </span>
          <span className={visuallyHidden}>{`${t('shell.user.menu')}: ${user.name}`}</span>
        </AriaButton>
      }
      items={groups}
    />
  );
}
