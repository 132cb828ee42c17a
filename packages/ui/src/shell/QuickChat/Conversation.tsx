import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale } from 'react-aria-components';
import type { Chat } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { TextArea } from '../../primitives/TextArea/TextArea';
import { dayKey, formatClock, formatDay } from '../time';
import * as styles from './QuickChat.css';

export interface ConversationProps {
  chat: Chat;
  /** Sends a message; when it returns a promise that rejects, the text comes back to the box. */
  onSend: (chatId: string, text: string) => void | Promise<unknown>;
  /** Today, for the day headings. */
  now: Date;
  /** Scrolls to the newest message again when this changes (the panel opening). */
  scrollKey?: unknown;
}

/**
 * A conversation's messages by day with HH:mm times (text only, never markup), and a send box that
 * grows: Enter sends, Shift+Enter starts a new line. The quick-chat panel and the chat app share it.
 */
export function Conversation({ chat, onSend, now, scrollKey }: ConversationProps) {
  const { t } = useUiTranslation();
  const { locale } = useLocale();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [chat.id, chat.messages.length, scrollKey]);
  const send = () => {
    const text = draft.trim();
    if (!text) return;
    const sent = onSend(chat.id, text);
    setDraft('');
    // Not sent: the text is not lost (unless something new was typed meanwhile).
    if (sent instanceof Promise) sent.catch(() => setDraft((now) => now || draft));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };
  const today = dayKey(now.toISOString());
  const yesterday = dayKey(new Date(now.getTime() - 86_400_000).toISOString());
  const dayLabel = (iso: string) =>
    dayKey(iso) === today
      ? t('shell.chat.today')
      : dayKey(iso) === yesterday
        ? t('shell.chat.yesterday')
        : formatDay(iso, locale);
  return (
    <>
      <div
        className={styles.messages}
        role="log"
        aria-live="polite"
        aria-label={t('shell.chat.messagesWith', { name: chat.contact?.name ?? chat.contactId })}
      >
        {chat.messages.map((m, i) => (
          <Fragment key={m.id}>
            {i === 0 || dayKey(chat.messages[i - 1]!.createdAt) !== dayKey(m.createdAt) ? (
              <div className={styles.day}>{dayLabel(m.createdAt)}</div>
            ) : null}
            <div className={styles.bubble} data-mine={m.isMine}>
              {m.value}
              <time className={styles.time} dateTime={m.createdAt}>
                {formatClock(m.createdAt, locale)}
              </time>
            </div>
          </Fragment>
        ))}
        <div ref={end} />
      </div>
      <div className={styles.compose}>
        <TextArea
          aria-label={t('shell.chat.message')}
          placeholder={t('shell.chat.message')}
          value={draft}
          onChange={setDraft}
          onKeyDown={onKeyDown}
          minRows={1}
          maxRows={6}
          className={styles.composeField}
        />
        <IconButton
          icon="heroicons_solid:paper-airplane"
          label={t('shell.chat.send')}
          tone="primary"
          onPress={send}
          isDisabled={!draft.trim()}
        />
      </div>
    </>
  );
}
