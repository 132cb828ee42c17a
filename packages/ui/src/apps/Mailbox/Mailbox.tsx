import type { ReactNode } from 'react';
import { GridList, GridListItem, ToggleButton, ToggleButtonGroup, type Selection } from 'react-aria-components';
import { attachmentPreviewKind, type Mail, type MailLabel } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { Menu } from '../../primitives/Menu/Menu';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { Pagination } from '../../data/Pagination/Pagination';
import { useCourierFormat } from '../../courier/format';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';
import { vars } from '../../theme/contract.css';
import * as side from '../shared/side.css';
import * as styles from './Mailbox.css';
import { useAttachmentSize } from './MailCompose';
import { linkify } from './linkify';

/** A folder or a filter of the side list, as the API sends them (a folder with its count). */
export interface MailPlace {
  id: string;
  title: string;
  slug: string;
  icon: string;
  count?: number;
}

/** Where the list is: a folder, a filter (starred, important) or a label, by its slug. */
export interface MailboxWhere {
  kind: 'folder' | 'filter' | 'label';
  slug: string;
}

/** A page of the list as GET /api/apps/mailbox/mails answers. */
export interface MailPage {
  mails: Mail[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a change of one or more mails sets. */
export type MailChange = Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;

/** A label's colour as one of the theme's roles, so it follows light and dark. */
const labelTone: Record<MailLabel['color'], Exclude<BadgeTone, 'neutral'>> = {
  blue: 'info',
  indigo: 'primary',
  red: 'warn',
  teal: 'success',
  purple: 'accent',
  green: 'success',
  amber: 'caution',
  pink: 'accent',
};

/**
 * A folder's, a filter's or a seeded label's title in the reader's language (by its slug); a label
 * a person made keeps the title he gave it.
 */
export function usePlaceTitle() {
  const { t } = useUiTranslation();
  return (place: { slug: string; title: string }) =>
    t(`mailbox.placeNames.${place.slug}`, { defaultValue: place.title });
}

/** The sender's name without the address ("Ayşe Kaya <ayse.kaya@example.com>" -> "Ayşe Kaya"). */
export const senderName = (contact: string) => contact.replace(/\s*<[^>]*>\s*$/, '').trim() || contact;

export interface MailboxViewProps {
  folders: MailPlace[];
  filters: MailPlace[];
  labels: MailLabel[];
  where: MailboxWhere;
  placeHref: (where: MailboxWhere) => string;
  /** Undefined while loading. */
  page: MailPage | undefined;
  error?: string | null;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** The mails ticked for a bulk action (ids on this page). */
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  /** Changes mails: one from its row (a star), or the ticked ones from the bulk bar. */
  onChange: (mails: Mail[], change: MailChange) => void;
  onOpen: (mail: Mail) => void;
  openId?: string | null;
  /** "right": the open mail beside the list; "full": the open mail in its place. */
  layout: 'right' | 'full';
  onLayoutChange: (layout: 'right' | 'full') => void;
  onEditLabels: () => void;
  /** Opens a new mail to write. */
  onCompose?: () => void;
  /** The open mail. */
  detail?: ReactNode;
  /** Over the view: the labels dialog. */
  dialog?: ReactNode;
}

/**
 * The mailbox: folders with their unread counts, the starred and important filters and the
 * labels in a side list; a page of mails with unread ones in bold, starred and important marked,
 * ticked for bulk actions (read, unread, star, move); the open mail beside the list or instead
 * of it, as the person chose.
 */
export function MailboxView(props: MailboxViewProps) {
  const { t } = useUiTranslation();
  const placeTitle = usePlaceTitle();
  const { where, page, selected } = props;
  const current = [...props.folders, ...props.filters, ...props.labels].find((place) => place.slug === where.slug);
  const heading = current ? placeTitle(current) : t('mailbox.title');
  const ticked = (page?.mails ?? []).filter((mail) => selected.includes(mail.id));
  const place = (
    kind: MailboxWhere['kind'],
    item: { slug: string; title: string; id: string },
    icon: ReactNode,
    count?: number,
  ) => (
    <li key={item.id}>
      <Link
        href={props.placeHref({ kind, slug: item.slug })}
        className={side.link}
        aria-current={where.kind === kind && where.slug === item.slug ? 'page' : undefined}
      >
        {icon}
        <span className={side.text}>{placeTitle(item)}</span>
        {count ? <Badge size="sm">{count}</Badge> : null}
      </Link>
    </li>
  );
  const full = props.layout === 'full' && !!props.detail;

  let list: ReactNode;
  if (props.error)
    list = (
      <EmptyState
        isError
        icon="heroicons_outline:exclamation-triangle"
        title={t('mailbox.error')}
        description={props.error}
        action={
          props.onRetry ? (
            <Button variant="secondary" onPress={props.onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  else if (!page)
    list = (
      <div className={styles.list} role="status" aria-busy="true" aria-label={t('mailbox.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.row}>
            <Skeleton shape="block" width={18} height={18} />
            <Skeleton shape="block" width={18} height={18} />
            <Skeleton width={`${80 - i * 7}%`} />
            <Skeleton width={48} />
          </div>
        ))}
      </div>
    );
  else if (!page.mails.length)
    list = (
      <EmptyState icon="heroicons_outline:inbox" title={t('mailbox.empty')} description={t('mailbox.emptyHint')} />
    );
  else
    list = (
      <>
        <div className={styles.toolbar}>
          <Checkbox
            isSelected={ticked.length === page.mails.length}
            isIndeterminate={ticked.length > 0 && ticked.length < page.mails.length}
            onChange={(all) => props.onSelectedChange(all ? page.mails.map((mail) => mail.id) : [])}
          >
            {ticked.length ? t('mailbox.selected', { count: ticked.length }) : t('mailbox.selectAll')}
          </Checkbox>
          {ticked.length ? <BulkActions {...props} mails={ticked} /> : null}
        </div>
        <GridList
          aria-label={t('mailbox.listOf', { place: heading })}
          items={page.mails}
          selectionMode="multiple"
          selectionBehavior="toggle"
          selectedKeys={selected}
          onSelectionChange={(keys: Selection) =>
            props.onSelectedChange(keys === 'all' ? page.mails.map((mail) => mail.id) : [...keys].map(String))
          }
          onAction={(key) => {
            const mail = page.mails.find((m) => m.id === key);
            if (mail) props.onOpen(mail);
          }}
          dependencies={[props.openId, props.labels]}
          className={styles.list}
        >
          {(mail) => <MailRow mail={mail} {...props} />}
        </GridList>
        <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={props.onPageChange} />
      </>
    );

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('mailbox.title')}</h1>
          <p className={styles.muted}>{heading}</p>
        </div>
        {props.onCompose ? (
          <Button icon="heroicons_outline:pencil-square" onPress={props.onCompose}>
            {t('mailbox.compose.new')}
          </Button>
        ) : null}
        <ToggleButtonGroup
          aria-label={t('mailbox.layout')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[props.layout]}
          onSelectionChange={(keys) => props.onLayoutChange([...keys][0] as 'right' | 'full')}
          className={styles.actions}
        >
          <ToggleButton id="right" aria-label={t('mailbox.layoutRight')} className={styles.toggle}>
            <Icon name="heroicons_outline:view-columns" size={18} />
          </ToggleButton>
          <ToggleButton id="full" aria-label={t('mailbox.layoutFull')} className={styles.toggle}>
            <Icon name="heroicons_outline:stop" size={18} />
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div className={styles.body}>
        <nav className={styles.side} aria-label={t('mailbox.places')}>
          <ul className={side.list}>
            {props.folders.map((f) => place('folder', f, <Icon name={f.icon} size={18} />, f.count))}
          </ul>
          <h2 className={side.title}>{t('mailbox.filters')}</h2>
          <ul className={side.list}>
            {props.filters.map((f) => place('filter', f, <Icon name={f.icon} size={18} />))}
          </ul>
          <h2 className={side.title}>{t('mailbox.labels')}</h2>
          <ul className={side.list}>
            {props.labels.map((l) =>
              place(
                'label',
                l,
                <span
                  className={styles.dot}
                  style={{ background: vars.color[labelTone[l.color]].base }}
                  aria-hidden="true"
                />,
              ),
            )}
          </ul>
          <Button variant="ghost" icon="heroicons_outline:pencil" onPress={props.onEditLabels} className={side.action}>
            {t('mailbox.editLabels')}
          </Button>
        </nav>
        <div className={props.detail && !full ? `${styles.main} ${styles.mainSplit}` : styles.main}>
          {full ? null : <div className={props.detail ? styles.hideNarrow : undefined}>{list}</div>}
          {props.detail ?? null}
        </div>
      </div>
      {props.dialog ?? null}
    </div>
  );
}

/** What can be done to the ticked mails at once. */
function BulkActions({ mails, folders, onChange, onSelectedChange }: MailboxViewProps & { mails: Mail[] }) {
  const { t } = useUiTranslation();
  const placeTitle = usePlaceTitle();
  return (
    <div className={styles.actions} role="group" aria-label={t('mailbox.bulk')}>
      <Button
        size="sm"
        variant="secondary"
        icon="heroicons_outline:envelope-open"
        onPress={() => onChange(mails, { unread: false })}
      >
        {t('mailbox.markRead')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        icon="heroicons_outline:envelope"
        onPress={() => onChange(mails, { unread: true })}
      >
        {t('mailbox.markUnread')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        icon="heroicons_outline:star"
        onPress={() => onChange(mails, { starred: !mails.every((m) => m.starred) })}
      >
        {mails.every((m) => m.starred) ? t('mailbox.unstar') : t('mailbox.star')}
      </Button>
      <Menu
        trigger={
          <Button size="sm" variant="secondary" icon="heroicons_outline:folder-arrow-down">
            {t('mailbox.moveTo')}
          </Button>
        }
        items={folders.map((folder) => ({ id: folder.id, label: placeTitle(folder), icon: folder.icon }))}
        onAction={(folder) => (onChange(mails, { folder }), onSelectedChange([]))}
      />
    </div>
  );
}

/** A mail's labels in their colours. */
function LabelBadges({ ids, labels }: { ids: string[]; labels: MailLabel[] }) {
  const placeTitle = usePlaceTitle();
  return ids.map((id) => {
    const label = labels.find((l) => l.id === id);
    return label ? (
      <Badge key={id} tone={labelTone[label.color]}>
        {placeTitle(label)}
      </Badge>
    ) : null;
  });
}

/** A mail in the list: its tick box, star, sender, subject and first words, labels, attachments and day. */
function MailRow({ mail, ...props }: MailboxViewProps & { mail: Mail }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const sender = senderName(mail.from.contact);
  return (
    <GridListItem
      id={mail.id}
      textValue={`${sender}, ${mail.subject}`}
      className={[styles.row, mail.unread ? styles.unread : '', props.openId === mail.id ? styles.current : ''].join(
        ' ',
      )}
    >
      <Checkbox slot="selection" aria-label={t('mailbox.tick', { subject: mail.subject })} />
      <IconButton
        size="sm"
        icon={mail.starred ? 'heroicons_solid:star' : 'heroicons_outline:star'}
        label={
          mail.starred
            ? t('mailbox.unstarOne', { subject: mail.subject })
            : t('mailbox.starOne', { subject: mail.subject })
        }
        className={mail.starred ? styles.starred : undefined}
        onPress={() => props.onChange([mail], { starred: !mail.starred })}
        noTooltip
      />
      <div className={styles.rowMain}>
        <div className={styles.line}>
          {mail.unread ? (
            <>
              <span className={styles.unreadDot} aria-hidden="true" />
              <span className={visuallyHidden}>{t('mailbox.unreadMark')}</span>
            </>
          ) : null}
          <span className={styles.ellipsis}>{sender}</span>
          {mail.important ? (
            <Icon
              name="heroicons_solid:exclamation-circle"
              size={16}
              className={styles.important}
              title={t('mailbox.important')}
            />
          ) : null}
          {mail.attachments.length ? (
            <Icon
              name="heroicons_outline:paper-clip"
              size={16}
              title={t('mailbox.attachments', { count: mail.attachments.length })}
            />
          ) : null}
        </div>
        <span className={styles.ellipsis}>{mail.subject}</span>
        <span className={`${styles.ellipsis} ${styles.muted}`}>{mail.content.replace(/\s+/g, ' ')}</span>
        {mail.labels.length ? (
          <div className={styles.line}>
            <LabelBadges ids={mail.labels} labels={props.labels} />
          </div>
        ) : null}
      </div>
      <time className={styles.date} dateTime={mail.date}>
        {format.day(mail.date)}
      </time>
    </GridListItem>
  );
}

export interface MailDetailProps {
  mail: Mail;
  folders: MailPlace[];
  labels: MailLabel[];
  closeHref: string;
  onChange: (change: MailChange) => void;
  /** Answers it: to its sender, to everyone it names, or on to others; a draft is edited instead. */
  onRespond?: (kind: 'reply' | 'replyAll' | 'forward' | 'edit') => void;
  /** Saves an attachment that has bytes (a `downloadUrl`); the sample's have none. */
  onDownload?: (attachment: MailAttachment) => void;
  /** Previews an image or a PDF attachment. */
  onPreview?: (attachment: MailAttachment) => void;
  /**
   * The preview shown: a blob URL the page made of the bytes and typed itself (an image or a
   * PDF), never the attachment's own address, so nothing attached runs in the app.
   */
  preview?: { name: string; url: string; kind: 'image' | 'pdf' } | null;
  onClosePreview?: () => void;
}
type MailAttachment = Mail['attachments'][number];

/** One mail: who wrote it to whom, when, its text (plain text, never markup), its attachments, and what can be done to it. */
export function MailDetail(props: MailDetailProps) {
  const { mail, folders, labels, closeHref, onChange, onRespond, onDownload, onPreview, preview } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const sizeOf = useAttachmentSize();
  const folder = folders.find((f) => f.id === mail.folder);
  const placeTitle = usePlaceTitle();
  return (
    <Card as="article">
      <div className={styles.detail} role="region" aria-label={mail.subject}>
        <div className={styles.header}>
          <Link href={closeHref}>{t('mailbox.back')}</Link>
          <div className={styles.actions}>
            <IconButton
              size="sm"
              icon={mail.starred ? 'heroicons_solid:star' : 'heroicons_outline:star'}
              label={mail.starred ? t('mailbox.unstar') : t('mailbox.star')}
              className={mail.starred ? styles.starred : undefined}
              onPress={() => onChange({ starred: !mail.starred })}
            />
            <IconButton
              size="sm"
              icon={mail.important ? 'heroicons_solid:exclamation-circle' : 'heroicons_outline:exclamation-circle'}
              label={mail.important ? t('mailbox.notImportant') : t('mailbox.markImportant')}
              className={mail.important ? styles.important : undefined}
              onPress={() => onChange({ important: !mail.important })}
            />
            <IconButton
              size="sm"
              icon="heroicons_outline:envelope"
              label={t('mailbox.markUnread')}
              onPress={() => onChange({ unread: true })}
            />
            <Menu
              trigger={<IconButton size="sm" icon="heroicons_outline:tag" label={t('mailbox.labelsOf')} />}
              items={labels.map((label) => ({ id: label.id, label: placeTitle(label) }))}
              selectedIds={mail.labels}
              onAction={(id) =>
                onChange({
                  labels: mail.labels.includes(id) ? mail.labels.filter((l) => l !== id) : [...mail.labels, id],
                })
              }
            />
            <Menu
              trigger={<IconButton size="sm" icon="heroicons_outline:folder-arrow-down" label={t('mailbox.moveTo')} />}
              items={folders
                .filter((f) => f.id !== mail.folder)
                .map((f) => ({ id: f.id, label: placeTitle(f), icon: f.icon }))}
              onAction={(id) => onChange({ folder: id })}
            />
          </div>
        </div>
        <h2 className={styles.subject}>{mail.subject}</h2>
        <dl className={styles.facts}>
          <dt>{t('mailbox.from')}</dt>
          <dd>{mail.from.contact}</dd>
          <dt>{t('mailbox.to')}</dt>
          <dd>{mail.to}</dd>
          {mail.cc?.length ? (
            <>
              <dt>{t('mailbox.cc')}</dt>
              <dd>{mail.cc.join(', ')}</dd>
            </>
          ) : null}
          {mail.bcc?.length ? (
            <>
              <dt>{t('mailbox.bcc')}</dt>
              <dd>{mail.bcc.join(', ')}</dd>
            </>
          ) : null}
          <dt>{t('mailbox.date')}</dt>
          <dd>{format.moment(mail.date)}</dd>
          {folder ? (
            <>
              <dt>{t('mailbox.folder')}</dt>
              <dd>{placeTitle(folder)}</dd>
            </>
          ) : null}
        </dl>
        {mail.labels.length ? (
          <div className={styles.line} role="group" aria-label={t('mailbox.labels')}>
            <LabelBadges ids={mail.labels} labels={labels} />
          </div>
        ) : null}
        {onRespond ? (
          <div className={styles.line} role="group" aria-label={t('mailbox.compose.respond')}>
            {mail.folder === 'mfd_drafts' ? (
              <Button variant="secondary" icon="heroicons_outline:pencil" onPress={() => onRespond('edit')}>
                {t('mailbox.compose.edit')}
              </Button>
            ) : (
              <>
                <Button
                  variant="secondary"
                  icon="heroicons_outline:arrow-uturn-left"
                  onPress={() => onRespond('reply')}
                >
                  {t('mailbox.compose.reply')}
                </Button>
                <Button
                  variant="secondary"
                  icon="heroicons_outline:arrow-uturn-left"
                  onPress={() => onRespond('replyAll')}
                >
                  {t('mailbox.compose.replyAll')}
                </Button>
                <Button
                  variant="secondary"
                  icon="heroicons_outline:arrow-uturn-right"
                  onPress={() => onRespond('forward')}
                >
                  {t('mailbox.compose.forward')}
                </Button>
              </>
            )}
          </div>
        ) : null}
        <p className={styles.content}>{linkify(mail.content)}</p>
        {mail.attachments.length ? (
          <section aria-label={t('mailbox.attachments', { count: mail.attachments.length })}>
            <h3 className={side.title}>{t('mailbox.attachments', { count: mail.attachments.length })}</h3>
            <ul className={styles.attachments}>
              {mail.attachments.map((file, index) => (
                <li key={file.id ?? `${index}-${file.name}`} className={styles.attachment}>
                  <Icon
                    name={
                      file.type === 'application/pdf'
                        ? 'heroicons_outline:document-text'
                        : file.type.startsWith('image/')
                          ? 'heroicons_outline:photo'
                          : 'heroicons_outline:document'
                    }
                    size={24}
                  />
                  <span className={styles.rowMain}>
                    <span className={styles.ellipsis}>{file.name}</span>
                    <span className={styles.muted}>{sizeOf(file.size)}</span>
                  </span>
                  {onPreview && file.preview && attachmentPreviewKind(file.type) ? (
                    <IconButton
                      size="sm"
                      icon="heroicons_outline:eye"
                      label={t('mailbox.preview', { name: file.name })}
                      onPress={() => onPreview(file)}
                    />
                  ) : null}
                  {onDownload && file.downloadUrl ? (
                    <IconButton
                      size="sm"
                      icon="heroicons_outline:arrow-down-tray"
                      label={t('mailbox.download', { name: file.name })}
                      onPress={() => onDownload(file)}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
            {preview ? (
              <figure className={styles.preview}>
                {preview.kind === 'image' ? (
                  <img
                    className={styles.previewImage}
                    src={preview.url}
                    alt={t('mailbox.previewOf', { name: preview.name })}
                  />
                ) : (
                  <object
                    className={styles.previewPdf}
                    data={preview.url}
                    type="application/pdf"
                    aria-label={t('mailbox.previewOf', { name: preview.name })}
                  />
                )}
                <figcaption className={styles.line}>
                  <span className={`${styles.ellipsis} ${styles.muted}`}>{preview.name}</span>
                  {props.onClosePreview ? (
                    <IconButton
                      size="sm"
                      icon="heroicons_outline:x-mark"
                      label={t('mailbox.closePreview')}
                      onPress={props.onClosePreview}
                    />
                  ) : null}
                </figcaption>
              </figure>
            ) : null}
          </section>
        ) : null}
      </div>
    </Card>
  );
}
