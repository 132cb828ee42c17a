import { useEffect, useRef, useState } from 'react';
import type { Chat } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { CountBadge } from '../../primitives/Badge/Badge';
import { Drawer } from '../../primitives/Drawer/Drawer';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';
import * as shell from '../shell.css';
import { Conversation } from './Conversation';
import * as styles from './QuickChat.css';

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

/** The slide-in 'Team Chat': conversations, messages by day with HH:mm times, a send box that grows. */
export function QuickChat({ chats, selectedChatId, onSelectChat, onSend, isOpen: controlledOpen, onOpenChange, now = new Date() }: QuickChatProps) {
  const { t } = useUiTranslation();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (value: boolean) => {
    setOwnOpen(value);
    onOpenChange?.(value);
  };
  const chat = chats.find((c) => c.id === selectedChatId) ?? null;

  // Choosing a conversation opens the panel.
  const previous = useRef(selectedChatId);
  useEffect(() => {
    if (selectedChatId && selectedChatId !== previous.current) setOpen(true);
    previous.current = selectedChatId;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of conversation opens it
  }, [selectedChatId]);
  // A muted conversation does not call for attention: its messages are not counted on the button.
  const unread = chats.reduce((sum, c) => sum + (c.muted ? 0 : c.unreadCount), 0);

  return (
    <>
      <IconButton className={shell.topBarButton} icon="heroicons_outline:chat-bubble-left-right" label={t('shell.chat.toggle')} badge={{ count: unread, label: t('shell.feed.unread', { count: unread }) }} onPress={() => setOpen(!open)} />
      <Drawer isOpen={open} onOpenChange={setOpen} title={t('shell.chat.title')} side="right" width="">
        <div className={`${styles.body} ${styles.width}`}>
          {chats.length ? (
            <ul className={styles.rail} aria-label={t('shell.chat.conversations')}>
              {chats.map((c) => (
                <li key={c.id}>
                  <button type="button" className={styles.railButton} data-selected={c.id === selectedChatId} aria-current={c.id === selectedChatId ? 'true' : undefined} onClick={() => onSelectChat(c.id)}>
                    {/* The name is read from hidden text, not aria-label, so the visible initials and count never contradict it. */}
                    <span aria-hidden="true">
                      <Avatar name={c.contact?.name ?? '?'} src={c.contact?.avatar ?? null} size="md" />
                      <span className={styles.unread}>
                        <CountBadge count={c.unreadCount} />
                      </span>
                    </span>
                    <span className={visuallyHidden}>{`${c.contact?.name ?? c.contactId}${c.unreadCount ? `, ${t('shell.feed.unread', { count: c.unreadCount })}` : ''}`}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {chat ? (
            <section className={styles.conversation} aria-label={chat.contact?.name}>
              <div className={styles.who}>
                <Avatar name={chat.contact?.name ?? '?'} src={chat.contact?.avatar ?? null} size="sm" />
                {chat.contact?.name}
              </div>
              <Conversation chat={chat} onSend={onSend} now={now} scrollKey={open} />
            </section>
          ) : (
            <div className={styles.placeholder}>
              <EmptyState icon="heroicons_outline:chat-bubble-left-right" title={chats.length ? t('shell.chat.selectConversation') : t('shell.chat.noChats')} />
            </div>
          )}
        </div>
      </Drawer>
    </>
  );
}
