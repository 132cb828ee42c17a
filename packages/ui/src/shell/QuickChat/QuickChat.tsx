import { lazy, useState } from 'react';
import type { Chat } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { IconButton, type IconButtonProps } from '../../primitives/IconButton/IconButton';
import { Deferred } from '../deferred';
import * as shell from '../shell.css';

export interface QuickChatProps {
  chats: Chat[];
  /** The open conversation; choosing one (here or elsewhere) opens the panel. */
  selectedChatId: string | null;
  onSelectChat: (id: string) => void;
  /** Sends a message; when it returns a promise that rejects, the text comes back to the send box. */
  onSend: (chatId: string, text: string) => void | Promise<unknown>;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Today, for the day headings. */
  now?: Date;
}

const loadView = () => import('./QuickChatView');
const QuickChatView = lazy(loadView);

/** The top-bar button: unread messages counted, but for muted conversations (they do not call for attention). */
export function ChatButton({ chats, ...props }: { chats: Chat[] } & Omit<IconButtonProps, 'icon' | 'label' | 'badge'>) {
  const { t } = useUiTranslation();
  const unread = chats.reduce((sum, c) => sum + (c.muted ? 0 : c.unreadCount), 0);
  return (
    <IconButton
      className={shell.topBarButton}
      icon="heroicons_outline:chat-bubble-left-right"
      label={t('shell.chat.toggle')}
      badge={{ count: unread, label: t('shell.feed.unread', { count: unread }) }}
      {...props}
    />
  );
}

/**
 * The slide-in 'Team Chat': conversations, messages by day with HH:mm times, a send box that
 * grows. The button is drawn at once; the panel's code loads when first wanted (`Deferred`), or
 * when a conversation is chosen elsewhere.
 */
export function QuickChat(props: QuickChatProps) {
  const [firstChat] = useState(props.selectedChatId);
  return (
    <Deferred
      load={loadView}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      openNow={props.selectedChatId !== null && props.selectedChatId !== firstChat}
      standIn={(handlers) => <ChatButton chats={props.chats} {...handlers} />}
    >
      {(shown) => <QuickChatView {...props} {...shown} />}
    </Deferred>
  );
}
