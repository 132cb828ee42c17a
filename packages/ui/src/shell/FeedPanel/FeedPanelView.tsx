import { lazy, Suspense } from 'react';
import { useUiTranslation } from '../../i18n';
import { Drawer } from '../../primitives/Drawer/Drawer';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Popover } from '../../primitives/Popover/Popover';
import type { Shown } from '../deferred';
import * as shell from '../shell.css';
import { FeedButton, type FeedPanelProps } from './FeedPanel';
import * as styles from './FeedPanel.css';

/** The entries (and the sanitiser they need) load when a panel is first opened or its button pointed at or focused. */
export const loadEntries = () => import('./FeedEntries');
const FeedEntries = lazy(() => loadEntries().then((m) => ({ default: m.FeedEntries })));

/** The panel itself, loaded by FeedPanel when first wanted: a popover from its button, or a drawer. */
export default function FeedPanelView({
  kind,
  items,
  onToggleRead,
  onRemove,
  onMarkAllRead,
  isOpen,
  onOpenChange,
  presentation = 'popover',
  autoFocus,
}: FeedPanelProps & Partial<Shown>) {
  const { t } = useUiTranslation();
  const unread = items.filter((i) => !i.read).length;
  const title = t(`shell.feed.${kind}`);
  const content = (
    <>
      <div className={shell.panelHeader}>
        <h2 className={shell.panelTitle}>{title}</h2>
        {/* Disabled at 0 unread (core spec). */}
        <IconButton
          icon="heroicons_outline:envelope-open"
          label={t('shell.feed.markAllRead')}
          className={shell.onPrimary}
          isDisabled={unread === 0}
          onPress={onMarkAllRead}
        />
      </div>
      <div className={shell.panelBody}>
        {items.length ? (
          <Suspense fallback={<div className={styles.list} aria-busy="true" />}>
            <FeedEntries items={items} label={title} onToggleRead={onToggleRead} onRemove={onRemove} />
          </Suspense>
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
      <Drawer
        isOpen={!!isOpen}
        onOpenChange={(open) => onOpenChange?.(open)}
        title={title}
        side="right"
        width="min(24rem, 92vw)"
        hideHeader
      >
        {content}
      </Drawer>
    );
  return (
    <Popover
      aria-label={title}
      size="panel"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      trigger={
        <FeedButton
          kind={kind}
          unread={unread}
          autoFocus={autoFocus}
          onHoverStart={() => void loadEntries()}
          onFocus={() => void loadEntries()}
        />
      }
    >
      {content}
    </Popover>
  );
}
