import type { FeedItem } from '@courier/domain';
import { lazy } from 'react';
import { useUiTranslation } from '../../i18n';
import { IconButton, type IconButtonProps } from '../../primitives/IconButton/IconButton';
import { Deferred, OnceOpened } from '../deferred';
import * as shell from '../shell.css';

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

/** The panel's code, and then its entries', load when first wanted. */
const loadView = () => import('./FeedPanelView').then((view) => view.loadEntries());
const FeedPanelView = lazy(() => import('./FeedPanelView'));

/** The top-bar button: the kind's icon and a badge of unread items. */
export function FeedButton({
  kind,
  unread,
  ...props
}: { kind: FeedPanelProps['kind']; unread: number } & Omit<IconButtonProps, 'icon' | 'label' | 'badge'>) {
  const { t } = useUiTranslation();
  return (
    <IconButton
      className={shell.topBarButton}
      icon={kind === 'messages' ? 'heroicons_outline:inbox' : 'heroicons_outline:bell'}
      label={t(`shell.feed.${kind}`)}
      badge={{ count: unread, label: t('shell.feed.unread', { count: unread }) }}
      {...props}
    />
  );
}

/**
 * The top bar's messages or notifications: a badge of unread items and a panel of them. The
 * button is drawn at once; the panel's code loads when first wanted (`Deferred`), and a drawer's
 * when it is first opened.
 */
export function FeedPanel(props: FeedPanelProps) {
  if (props.presentation === 'drawer')
    return (
      <OnceOpened isOpen={!!props.isOpen}>
        <FeedPanelView {...props} />
      </OnceOpened>
    );
  return (
    <Deferred
      load={loadView}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      standIn={(handlers) => (
        <FeedButton kind={props.kind} unread={props.items.filter((i) => !i.read).length} {...handlers} />
      )}
    >
      {(shown) => <FeedPanelView {...props} {...shown} />}
    </Deferred>
  );
}
