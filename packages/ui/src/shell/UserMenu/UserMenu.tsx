import { Button as AriaButton } from 'react-aria-components';
import type { UserStatus } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Avatar, userStatuses } from '../../primitives/Avatar/Avatar';
import { Menu, type MenuGroup } from '../../primitives/Menu/Menu';
import * as styles from './UserMenu.css';

export interface UserMenuProps {
  user: { name: string; email: string; avatar: string | null; status: UserStatus };
  onStatusChange: (status: UserStatus) => void;
  onSignOut: () => void;
  /** Extra entries above sign out (profile, settings). */
  links?: { id: string; label: string; icon: string; href: string }[];
}

const statusIcon: Record<UserStatus, string> = { online: 'heroicons_mini:check-circle', away: 'heroicons_mini:clock', busy: 'heroicons_mini:minus-circle', 'not-visible': 'heroicons_mini:eye-slash' };

/** The signed-in user: name and email, presence status, sign out. */
export function UserMenu({ user, onStatusChange, onSignOut, links = [] }: UserMenuProps) {
  const { t } = useUiTranslation();
  const groups: MenuGroup[] = [
    { id: 'status', title: t('shell.user.status'), items: userStatuses.map((status) => ({ id: `status:${status}`, label: t(`avatar.status.${status}`), icon: statusIcon[status] })) },
    ...(links.length ? [{ id: 'links', items: links }] : []),
    { id: 'session', items: [{ id: 'sign-out', label: t('shell.user.signOut'), icon: 'heroicons_outline:arrow-right-on-rectangle', isDanger: true }] },
  ];
  return (
    <Menu
      selectedId={`status:${user.status}`}
      header={
        <div className={styles.header}>
          <span className={styles.name}>{user.name}</span>
          <span className={styles.email}>{user.email}</span>
        </div>
      }
      onAction={(id) => {
        if (id === 'sign-out') onSignOut();
        else if (id.startsWith('status:')) onStatusChange(id.slice(7) as UserStatus);
      }}
      trigger={
        <AriaButton aria-label={`${t('shell.user.menu')}: ${user.name}`} className={styles.trigger}>
          <Avatar name={user.name} src={user.avatar} status={user.status} size="md" />
        </AriaButton>
      }
      items={groups}
    />
  );
}
