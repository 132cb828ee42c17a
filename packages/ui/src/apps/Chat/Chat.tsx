import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import type { Chat, ChatContact } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { CountBadge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { ComboBox } from '../../primitives/ComboBox/ComboBox';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { LoadFailed } from '../../primitives/EmptyState/LoadFailed';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { Highlighted, textMatches } from '../../data/Highlighted/Highlighted';
import { phone } from '../../data/phone';
import { Conversation } from '../../shell/QuickChat/Conversation';
import { dayKey, formatClock, formatShortDay } from '../../shell/time';
import * as editor from '../shared/EditorDialog.css';
import * as styles from './Chat.css';

/** A colleague one may write to (the company's other active users). */
export type ChatColleague = NonNullable<Chat['contact']>;

export interface ChatViewProps {
  /** The user's conversations, newest first; undefined while loading. */
  chats: Chat[] | undefined;
  error?: string | null;
  onRetry?: () => void;
  /** The open conversation's id (from the address). */
  selectedId?: string;
  chatHref: (chat: Chat) => string;
  /** The list alone (where "back" leads on a narrow screen). */
  listHref: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** Sends a message; when it returns a promise that rejects, the text comes back to the send box. */
  onSend: (chatId: string, text: string) => void | Promise<unknown>;
  onMutedChange: (chat: Chat, muted: boolean) => void;
  /** Whether the open conversation's contact info is shown beside it. */
  infoOpen: boolean;
  onInfoOpenChange: (open: boolean) => void;
  /** The open conversation's contact in full (details, shared files); undefined while loading. */
  contact?: ChatContact;
  /** Today, for the day headings and the list's times. */
  now: Date;
  /** Loads the page of messages before the open conversation's first (offered while it has `earlier`). */
  onShowEarlier?: (chat: Chat) => void;
  /** Earlier messages of the open conversation are on their way. */
  loadingEarlier?: boolean;
  /** The colleagues a new conversation may be with; undefined while loading. */
  colleagues?: ChatColleague[];
  /**
   * Opens the one conversation with a colleague, begun if need be (the app then opens its
   * address); a promise that rejects with a message keeps the dialog open and shows it.
   */
  onStartChat?: (contactId: string) => Promise<unknown>;
}

/**
 * The team chat as a page: the conversations (search by name, unread counts, muted ones marked),
 * the open conversation, and its contact's info beside it. The quick-chat panel shows the same
 * conversations. On a narrow screen one of the three shows at a time.
 */
export function ChatView(props: ChatViewProps) {
  const { chats, error, onRetry, selectedId, query, now } = props;
  const { t } = useUiTranslation();
  const { locale } = useLocale();
  const selected = selectedId ? chats?.find((c) => c.id === selectedId) : undefined;
  const shown = (chats ?? []).filter((c) => textMatches(query, c.contact?.name));
  const when = (iso: string) =>
    dayKey(iso) === dayKey(now.toISOString()) ? formatClock(iso, locale) : formatShortDay(iso, locale);

  let list: ReactNode;
  if (error) list = <LoadFailed title={t('chat.error')} description={error} onRetry={onRetry} />;
  else if (!chats)
    list = (
      <div role="status" aria-busy="true" aria-label={t('chat.loading')} className={styles.list}>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={styles.skeletonRow}>
            <Skeleton shape="circle" width={40} height={40} />
            <Skeleton width={`${70 - i * 8}%`} />
          </div>
        ))}
      </div>
    );
  else if (!chats.length)
    list = (
      <EmptyState
        icon="heroicons_outline:chat-bubble-left-right"
        title={t('shell.chat.noChats')}
        description={t('chat.emptyHint')}
      />
    );
  else if (!shown.length) list = <EmptyState icon="heroicons_outline:magnifying-glass" title={t('chat.noMatch')} />;
  else
    list = (
      <ul className={styles.list} aria-label={t('shell.chat.conversations')}>
        {shown.map((chat) => {
          const name = chat.contact?.name ?? chat.contactId;
          return (
            <li key={chat.id}>
              <Link
                href={props.chatHref(chat)}
                className={styles.row}
                aria-current={chat.id === selectedId ? 'page' : undefined}
              >
                <Avatar name={name} src={chat.contact?.avatar ?? null} size="md" />
                <span className={styles.rowText}>
                  <span className={styles.rowTop}>
                    <span className={styles.name}>
                      <Highlighted text={name} query={query} />
                    </span>
                    <time className={styles.when} dateTime={chat.lastMessageAt}>
                      {when(chat.lastMessageAt)}
                    </time>
                  </span>
                  <span className={styles.rowBottom}>
                    <span className={styles.last}>{chat.lastMessage}</span>
                    {chat.muted ? (
                      <Icon name="heroicons_outline:bell-slash" size={16} title={t('shell.chat.muted')} />
                    ) : null}
                    <CountBadge count={chat.unreadCount} label={t('shell.feed.unread', { count: chat.unreadCount })} />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    );

  let main: ReactNode;
  if (selected) main = <ChatPane {...props} chat={selected} />;
  else if (selectedId && chats)
    main = (
      <div className={styles.placeholder}>
        <EmptyState
          icon="heroicons_outline:chat-bubble-left-right"
          title={t('chat.notFound')}
          description={t('chat.notFoundHint')}
          action={<Link href={props.listHref}>{t('chat.allConversations')}</Link>}
        />
      </div>
    );
  else
    main = (
      <div className={styles.placeholder}>
        <EmptyState icon="heroicons_outline:chat-bubble-left-right" title={t('shell.chat.selectConversation')} />
      </div>
    );

  return (
    <div className={styles.frame}>
      <div
        className={styles.grid}
        data-open={selectedId ? 'chat' : 'list'}
        data-info={selected && props.infoOpen ? 'open' : undefined}
      >
        <section className={styles.side} aria-labelledby="chat-title">
          <div className={styles.sideHeader}>
            <div className={styles.sideTitle}>
              <h1 id="chat-title" className={styles.title}>
                {t('chat.title')}
              </h1>
              {props.onStartChat ? <NewConversation colleagues={props.colleagues} onStart={props.onStartChat} /> : null}
            </div>
            <TextField
              type="search"
              label={t('chat.search')}
              icon="heroicons_outline:magnifying-glass"
              value={query}
              onChange={props.onQueryChange}
            />
          </div>
          {list}
        </section>
        {main}
      </div>
    </div>
  );
}

/** The open conversation: who, mute and info, the messages and the send box; the contact's info beside it. */
/** "New conversation": a colleague chosen by name, and his conversation opened. */
function NewConversation({
  colleagues,
  onStart,
}: {
  colleagues: ChatColleague[] | undefined;
  onStart: (contactId: string) => Promise<unknown>;
}) {
  const { t } = useUiTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();
  const close = () => {
    setOpen(false);
    setChosen(null);
    setProblem(null);
  };
  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setProblem(t('chat.chooseColleague'));
    setPending(true);
    try {
      await onStart(chosen);
      close();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t('chat.notOpened'));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" icon="heroicons_outline:plus" onPress={() => setOpen(true)}>
        {t('chat.newConversation')}
      </Button>
      <Dialog
        isOpen={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t('chat.newConversation')}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onPress={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} isPending={pending}>
              {t('chat.openConversation')}
            </Button>
          </>
        }
      >
        <form id={formId} className={editor.form} onSubmit={(event) => void start(event)}>
          <ComboBox
            label={t('chat.colleague')}
            placeholder={t('chat.colleaguePlaceholder')}
            icon="heroicons_outline:magnifying-glass"
            items={(colleagues ?? []).map((c) => ({ id: c.id, label: c.name }))}
            isDisabled={!colleagues}
            value={chosen}
            onChange={(key) => {
              setChosen(key === null ? null : String(key));
              setProblem(null);
            }}
            errorMessage={problem ?? undefined}
            autoFocus
          />
        </form>
      </Dialog>
    </>
  );
}

function ChatPane({
  chat,
  onSend,
  onMutedChange,
  infoOpen,
  onInfoOpenChange,
  contact,
  listHref,
  now,
  onShowEarlier,
  loadingEarlier,
}: ChatViewProps & { chat: Chat }) {
  const { t } = useUiTranslation();
  const name = chat.contact?.name ?? chat.contactId;
  const infoId = useId();
  return (
    <>
      <section className={styles.conversation} aria-label={name}>
        <div className={styles.who}>
          <Link href={listHref} className={styles.back} aria-label={t('chat.allConversations')}>
            <Icon name="heroicons_outline:arrow-left" size={20} />
          </Link>
          <Avatar name={name} src={chat.contact?.avatar ?? null} size="sm" />
          <h2 className={styles.whoName}>{name}</h2>
          <Button
            variant="ghost"
            size="sm"
            icon={chat.muted ? 'heroicons_outline:bell' : 'heroicons_outline:bell-slash'}
            onPress={() => onMutedChange(chat, !chat.muted)}
          >
            {chat.muted ? t('chat.unmute') : t('chat.mute')}
          </Button>
          <IconButton
            icon="heroicons_outline:information-circle"
            label={t('chat.info')}
            aria-expanded={infoOpen}
            aria-controls={infoOpen ? infoId : undefined}
            onPress={() => onInfoOpenChange(!infoOpen)}
          />
        </div>
        <Conversation
          chat={chat}
          onSend={onSend}
          now={now}
          onShowEarlier={onShowEarlier ? () => onShowEarlier(chat) : undefined}
          loadingEarlier={loadingEarlier}
        />
      </section>
      {infoOpen ? (
        <aside id={infoId} className={styles.info} aria-label={t('chat.infoOf', { name })}>
          <div className={styles.infoHeader}>
            <h2 className={styles.infoTitle}>{t('chat.info')}</h2>
            <IconButton
              icon="heroicons_outline:x-mark"
              label={t('common.close')}
              onPress={() => onInfoOpenChange(false)}
            />
          </div>
          {contact ? <ContactInfo contact={contact} /> : <Skeleton width="80%" />}
        </aside>
      ) : null}
    </>
  );
}

function ContactInfo({ contact }: { contact: ChatContact }) {
  const { t } = useUiTranslation();
  const { details } = contact;
  const rows: [string, ReactNode][] = [
    ...details.emails.map((e): [string, ReactNode] => [
      e.label || t('chat.email'),
      <a href={`mailto:${e.email}`}>{e.email}</a>,
    ]),
    ...details.phoneNumbers.map((p): [string, ReactNode] => {
      const { text, href } = phone(p.phoneNumber, p.country);
      return [p.label || t('chat.phone'), <a href={href}>{text}</a>];
    }),
    ...(details.title ? [[t('chat.jobTitle'), details.title] as [string, ReactNode]] : []),
    ...(details.company ? [[t('chat.company'), details.company] as [string, ReactNode]] : []),
    ...(details.address ? [[t('chat.address'), details.address] as [string, ReactNode]] : []),
  ];
  return (
    <div className={styles.infoBody}>
      <div className={styles.infoWho}>
        <Avatar name={contact.name} src={contact.avatar} size="xl" />
        <span className={styles.infoName}>{contact.name}</span>
        {contact.about ? <p className={styles.about}>{contact.about}</p> : null}
      </div>
      {rows.length ? (
        <dl className={styles.details}>
          {rows.map(([term, value], i) => (
            <div key={i} className={styles.detail}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {contact.attachments.media.length || contact.attachments.docs.length ? (
        <p className={styles.about}>
          {t('chat.shared', { media: contact.attachments.media.length, docs: contact.attachments.docs.length })}
        </p>
      ) : null}
    </div>
  );
}
