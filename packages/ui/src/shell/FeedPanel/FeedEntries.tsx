import type { FeedItem } from '@courier/domain';
import { Link as AriaLink, useLocale } from 'react-aria-components';
import { Button as AriaButton } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { iconButton } from '../../primitives/IconButton/IconButton.css';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import { SafeHtml } from '../SafeHtml';
import { formatFeedTime } from '../time';
import * as styles from './FeedPanel.css';

/**
 * The entries of an open feed panel. Their titles and descriptions are HTML from data, so they
 * bring the sanitiser (DOMPurify): this module loads when a panel is first opened or its button
 * pointed at or focused, not with the page.
 */
export function FeedEntries({
  items,
  label,
  onToggleRead,
  onRemove,
}: {
  items: FeedItem[];
  label: string;
  onToggleRead: (item: FeedItem) => void;
  onRemove: (item: FeedItem) => void;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <Entry key={item.id} item={item} onToggleRead={() => onToggleRead(item)} onRemove={() => onRemove(item)} />
      ))}
    </ul>
  );
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
        {item.image ? (
          <img src={item.image} alt="" className={styles.image} />
        ) : (
          <Icon name={item.icon ?? 'heroicons_outline:bell'} size={20} />
        )}
      </span>
      {content}
      <div className={styles.actions}>
        <Tooltip content={item.read ? t('shell.feed.markUnread') : t('shell.feed.markRead')}>
          <AriaButton
            aria-label={item.read ? t('shell.feed.markUnread') : t('shell.feed.markRead')}
            onPress={onToggleRead}
            className={iconButton({ size: 'sm' })}
          >
            <span className={styles.dot} />
          </AriaButton>
        </Tooltip>
        <IconButton icon="heroicons_mini:x-mark" label={t('shell.feed.remove')} size="sm" onPress={onRemove} />
      </div>
    </li>
  );
}
