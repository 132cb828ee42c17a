import { Fragment, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale } from 'react-aria-components';
import type { Chat } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
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
  /**
   * Loads the page of messages before the first one shown (offered while `chat.earlier`); they
   * come in as `chat.messages` grows at its start, and the message that was on top stays in place.
   */
  onShowEarlier?: () => void;
  /** Earlier messages are on their way. */
  loadingEarlier?: boolean;
}

/** Where an element stands from the top edge of the box it scrolls in, in pixels. */
const topIn = (box: HTMLElement, element: HTMLElement) =>
  element.getBoundingClientRect().top - box.getBoundingClientRect().top;

/**
 * A conversation's messages by day with HH:mm times (text only, never markup), and a send box that
 * grows: Enter sends, Shift+Enter starts a new line. The quick-chat panel and the chat app share it.
 */
export function Conversation({ chat, onSend, now, scrollKey, onShowEarlier, loadingEarlier }: ConversationProps) {
  const { t } = useUiTranslation();
  const { locale } = useLocale();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  // A new message (or another conversation) scrolls to the newest; earlier ones coming in at the start do not.
  const newest = chat.messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [chat.id, newest, scrollKey]);
  // The message on top when earlier ones were asked for, and how far it stood from the log's top edge.
  const anchor = useRef<{ id: string; offset: number } | null>(null);
  const showEarlier = () => {
    const first = chat.messages[0];
    const box = log.current;
    const element = first && box?.querySelector<HTMLElement>(`[data-message="${CSS.escape(first.id)}"]`);
    anchor.current = element && box ? { id: first.id, offset: topIn(box, element) } : null;
    onShowEarlier?.();
  };
  const oldest = chat.messages[0]?.id;
  useLayoutEffect(() => {
    const kept = anchor.current;
    const box = log.current;
    if (!kept || !box || oldest === kept.id) return;
    anchor.current = null;
    const element = box.querySelector<HTMLElement>(`[data-message="${CSS.escape(kept.id)}"]`);
    if (element) box.scrollTop += topIn(box, element) - kept.offset;
    // The button goes with the last page: focus stays in the conversation, not lost to the page.
    if (!chat.earlier && !box.contains(document.activeElement)) box.focus({ preventScroll: true });
  }, [oldest, chat.earlier]);
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
  // The receipt shows under one's last message the colleague has read.
  const lastSeen = chat.messages.findLast((m) => m.isMine && m.seen)?.id;
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
        ref={log}
        className={styles.messages}
        role="log"
        aria-live="polite"
        aria-busy={loadingEarlier || undefined}
        aria-label={t('shell.chat.messagesWith', { name: chat.contact?.name ?? chat.contactId })}
        // Focusable, so the keyboard scrolls it (and focus has a place when the earlier-button goes).
        tabIndex={0}
      >
        {onShowEarlier && chat.earlier ? (
          <Button
            variant="ghost"
            size="sm"
            icon="heroicons_outline:arrow-up"
            className={styles.earlier}
            onPress={showEarlier}
            isPending={loadingEarlier}
          >
            {t('shell.chat.showEarlier')}
          </Button>
        ) : null}
        {chat.messages.map((m, i) => (
          <Fragment key={m.id}>
            {i === 0 || dayKey(chat.messages[i - 1]!.createdAt) !== dayKey(m.createdAt) ? (
              <div className={styles.day}>{dayLabel(m.createdAt)}</div>
            ) : null}
            <div className={styles.bubble} data-mine={m.isMine} data-message={m.id}>
              {m.value}
              <time className={styles.time} dateTime={m.createdAt}>
                {formatClock(m.createdAt, locale)}
              </time>
              {m.id === lastSeen ? <span className={styles.seen}>{t('shell.chat.seen')}</span> : null}
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
