import type { FeedItem } from '@courier/domain';
import { Link as AriaLink, useLocale } from 'react-aria-components';
import { Button as AriaButton } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Drawer } from '../../primitives/Drawer/Drawer';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { iconButton } from '../../primitives/IconButton/IconButton.css';
import { Popover } from '../../primitives/Popover/Popover';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import { SafeHtml } from '../SafeHtml';
import { formatFeedTime } from '../time';
import * as shell from '../shell.css';
import * as styles from './FeedPanel.css';

export interface FeedPanelProps {
  kind: 'messages' | 'notifications';
  items: FeedItem[];
  onToggleRead: (item: FeedItem) => void;
  onRemove: (item: FeedItem) => void;
  onMarkAllRead: () => void;
  /** Controlled open state (stories, tests); the panel keeps its own otherwise. */
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `drawer`: no top-bar button; the list slides in from the side when opened from elsewhere (the user menu). */
  presentation?: 'popover' | 'drawer';
}

function Entry({ item, onToggleRead, onRemove }: { item: FeedItem; onToggleRead: () => void; onRemove: () => void }) {
  const { t } = useUiTranslation();
  const { locale } = useLocale();
  const body = (
    <>
      <SafeHtml html={item.title} className={styles.title} />
      {item.description ? <SafeHtml html={item.description} className={styles.description} /> : null}
      <time className={styles.time} dateTime={item.time}>
        {formatFeedTime(item.time, locale)}
      </time>
    </>
  );
  // In-app links route; plain links load the page (useRouter false).
  const content = !item.link ? (
    <div className={styles.content}>{body}</div>
  ) : item.useRouter ? (
    <AriaLink href={item.link} className={styles.content}>
      {body}
    </AriaLink>
  ) : (
    <a href={item.link} className={styles.content}>
      {body}
    </a>
  );
  return (
    <li className={styles.item} data-unread={!item.read}>
      <span className={styles.figure} aria-hidden="true">
        {item.image ? <img src={item.image} alt="" className={styles.image} /> : <Icon name={item.icon ?? 'heroicons_outline:bell'} size={20} />}
      </span>
      {content}
      <div className={styles.actions}>
        <Tooltip content={item.read ? t('shell.feed.markUnread') : t('shell.feed.markRead')}>
          <AriaButton aria-label={item.read ? t('shell.feed.markUnread') : t('shell.feed.markRead')} onPress={onToggleRead} className={iconButton({ size: 'sm' })}>
            <span className={styles.dot} />
          </AriaButton>
        </Tooltip>
        <IconButton icon="heroicons_mini:x-mark" label={t('shell.feed.remove')} size="sm" onPress={onRemove} />
      </div>
    </li>
  );
}

/** The top bar's messages or notifications: a badge of unread items and a panel of them. */
export function FeedPanel({ kind, items, onToggleRead, onRemove, onMarkAllRead, isOpen, onOpenChange, presentation = 'popover' }: FeedPanelProps) {
  const { t } = useUiTranslation();
  const unread = items.filter((i) => !i.read).length;
  const title = t(`shell.feed.${kind}`);
  const content = (
    <>
      <div className={shell.panelHeader}>
        <h2 className={shell.panelTitle}>{title}</h2>
        {/* Disabled at 0 unread (core spec). */}
        <IconButton icon="heroicons_outline:envelope-open" label={t('shell.feed.markAllRead')} className={shell.onPrimary} isDisabled={unread === 0} onPress={onMarkAllRead} />
      </div>
      <div className={shell.panelBody}>
        {items.length ? (
          <ul className={styles.list} aria-label={title}>
            {items.map((item) => (
              <Entry key={item.id} item={item} onToggleRead={() => onToggleRead(item)} onRemove={() => onRemove(item)} />
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={kind === 'messages' ? 'heroicons_outline:inbox' : 'heroicons_outline:bell'}
            title={kind === 'messages' ? t('shell.feed.noMessages') : t('shell.feed.noNotifications')}
            description={kind === 'messages' ? t('shell.feed.emptyMessages') : t('shell.feed.emptyNotifications')}
          />
        )}
      </div>
    </>
  );
  if (presentation === 'drawer')
    return (
      <Drawer isOpen={!!isOpen} onOpenChange={(open) => onOpenChange?.(open)} title={title} side="right" width="min(24rem, 92vw)" hideHeader>
        {content}
      </Drawer>
    );
  return (
    <Popover
      aria-label={title}
      size="panel"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      trigger={<IconButton className={shell.topBarButton} icon={kind === 'messages' ? 'heroicons_outline:inbox' : 'heroicons_outline:bell'} label={title} badge={{ count: unread, label: t('shell.feed.unread', { count: unread }) }} />}
    >
      {content}
    </Popover>
  );
}
