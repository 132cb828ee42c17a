import { useEffect, useRef } from 'react';
import { useUiTranslation } from '../../i18n';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { CountBadge } from '../../primitives/Badge/Badge';
import { Drawer } from '../../primitives/Drawer/Drawer';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';
import type { Shown } from '../deferred';
import { Conversation } from './Conversation';
import { ChatButton, type QuickChatProps } from './QuickChat';
import * as styles from './QuickChat.css';

/** The chat's button and panel, loaded by QuickChat when first wanted. */
export default function QuickChatView({
  chats,
  selectedChatId,
  onSelectChat,
  onSend,
  isOpen: open,
  onOpenChange: setOpen,
  autoFocus,
  now = new Date(),
}: QuickChatProps & Shown) {
  const { t } = useUiTranslation();
  const chat = chats.find((c) => c.id === selectedChatId) ?? null;

  // Choosing a conversation opens the panel.
  const previous = useRef(selectedChatId);
  useEffect(() => {
    if (selectedChatId && selectedChatId !== previous.current) setOpen(true);
    previous.current = selectedChatId;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of conversation opens it
  }, [selectedChatId]);

  return (
    <>
      <ChatButton chats={chats} autoFocus={autoFocus} onPress={() => setOpen(!open)} />
      <Drawer isOpen={open} onOpenChange={setOpen} title={t('shell.chat.title')} side="right" width="">
        <div className={`${styles.body} ${styles.width}`}>
          {chats.length ? (
            <ul className={styles.rail} aria-label={t('shell.chat.conversations')}>
              {chats.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={styles.railButton}
                    data-selected={c.id === selectedChatId}
                    aria-current={c.id === selectedChatId ? 'true' : undefined}
                    onClick={() => onSelectChat(c.id)}
                  >
                    {/* The name is read from hidden text, not aria-label, so the visible initials and count never contradict it. */}
                    <span aria-hidden="true">
                      <Avatar name={c.contact?.name ?? '?'} src={c.contact?.avatar ?? null} size="md" />
                      <span className={styles.unread}>
                        <CountBadge count={c.unreadCount} />
                      </span>
                    </span>
                    <span
                      className={visuallyHidden}
                    >{`${c.contact?.name ?? c.contactId}${c.unreadCount ? `, ${t('shell.feed.unread', { count: c.unreadCount })}` : ''}`}</span>
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
              <EmptyState
                icon="heroicons_outline:chat-bubble-left-right"
                title={chats.length ? t('shell.chat.selectConversation') : t('shell.chat.noChats')}
              />
            </div>
          )}
        </div>
      </Drawer>
    </>
  );
}
