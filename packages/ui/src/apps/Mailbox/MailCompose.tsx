import type { FormEvent } from 'react';
import { DropZone, FileTrigger } from 'react-aria-components';
import { fileLimits, mailLimits } from '@courier/domain';
import { useCourierFormat } from '../../courier/format';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { TextArea } from '../../primitives/TextArea/TextArea';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from './Mailbox.css';

/** A mail being written: the addresses as typed (comma-separated), the subject and the text. */
export interface MailDraft {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  content: string;
}
export const emptyDraft: MailDraft = { to: '', cc: '', bcc: '', subject: '', content: '' };

/** What the draft is doing: kept as typed (`saved`), being kept, being sent. */
export type DraftState = 'new' | 'saving' | 'saved' | 'sending' | 'notSaved';

/** Field codes of a refused mail (the API's `fields`), by field. */
export type ComposeErrors = Partial<Record<keyof MailDraft | 'draft' | 'attachments', string>>;

/** A file on the mail being written: being uploaded, attached, or refused (and not sent). */
export interface ComposeAttachment {
  /** The composer's own key for it (a file still being uploaded has no id yet). */
  key: string;
  name: string;
  /** In bytes. */
  size: number;
  state: 'uploading' | 'attached' | 'failed';
  /** Why it was refused: the API's code (`too_large`, `type`, `quota`, `too_many`, `not_found`) or any other. */
  error?: string;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** An attachment's size as people read it: KB below a megabyte, MB with one decimal above. */
export function useAttachmentSize() {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? t('mailbox.size', { kb: format.count(Math.max(1, Math.round(bytes / 1024))) })
      : t('mailbox.sizeMb', { mb: format.count(Math.round(megabytes(bytes) * 10) / 10) });
}

export interface MailComposeProps {
  isOpen: boolean;
  /** Closing keeps the draft (it is saved as it is typed). */
  onClose: () => void;
  /** New mail, a reply, a reply to all, a forward: the title. */
  kind: 'new' | 'reply' | 'replyAll' | 'forward';
  draft: MailDraft;
  onDraftChange: (draft: MailDraft) => void;
  onSend: () => void;
  /** Deletes the draft (and closes). */
  onDiscard: () => void;
  state: DraftState;
  errors?: ComposeErrors;
  /** The files attached (absent with `onAttach`: the mail takes none here). */
  attachments?: ComposeAttachment[];
  /** Files chosen with "Attach files" or dropped on the dialog. */
  onAttach?: (files: File[]) => void;
  onRemoveAttachment?: (key: string) => void;
}

/** The API's field codes a person can act on, as words; another code shows as "not valid". */
const knownErrors = ['not_a_colleague', 'required', 'too_many', 'mailbox_full'] as const;
/** The API's codes for a refused attachment (a file's, or the mail's for all of them). */
const attachmentErrors = ['too_large', 'type', 'quota', 'too_many', 'not_found'] as const;

/**
 * Writing a mail to colleagues: to, cc and bcc (company addresses, comma-separated), subject and
 * text, and files attached ("Attach files", or dropped on the dialog), each listed with its size
 * while it uploads, once attached, or with why it was refused. The draft is kept as it is typed
 * (the page saves it a moment after the last key) and the state is said beside the buttons; a
 * refused send names the field.
 */
export function MailCompose(props: MailComposeProps) {
  const { t } = useUiTranslation();
  const sizeOf = useAttachmentSize();
  const { draft, errors = {}, attachments = [], onAttach, onRemoveAttachment } = props;
  const set = (field: keyof MailDraft) => (value: string) => props.onDraftChange({ ...draft, [field]: value });
  const errorOf = (field: keyof ComposeErrors) => {
    const code = errors[field];
    if (!code) return undefined;
    return (knownErrors as readonly string[]).includes(code)
      ? t(`mailbox.compose.errors.${code}`)
      : t('mailbox.compose.errors.invalid');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSend();
  };
  const busy = props.state === 'sending';
  const uploading = attachments.some((a) => a.state === 'uploading');
  const attachmentError = (code: string | undefined, mail = false) => {
    const values = { mb: megabytes(fileLimits.maxBytes), count: mailLimits.attachments };
    if (mail && code === 'too_large')
      return t('mailbox.compose.errors.attachments.total', { mb: megabytes(mailLimits.attachmentBytes) });
    // Past the count, as zod names it on the mail.
    if (code === 'too_big') return t('mailbox.compose.errors.attachments.too_many', values);
    return (attachmentErrors as readonly string[]).includes(code ?? '')
      ? t(`mailbox.compose.errors.attachments.${code as (typeof attachmentErrors)[number]}`, values)
      : t('mailbox.compose.errors.attachments.failed');
  };
  const files = onAttach ? (
    <div className={styles.composeFiles}>
      <div className={styles.line}>
        <FileTrigger allowsMultiple onSelect={(list) => list?.length && onAttach([...list])}>
          <Button variant="secondary" icon="heroicons_outline:paper-clip" isDisabled={busy}>
            {t('mailbox.compose.attach')}
          </Button>
        </FileTrigger>
        <span className={styles.muted}>
          {t('mailbox.compose.attachHint', { count: mailLimits.attachments, mb: megabytes(fileLimits.maxBytes) })}
        </span>
      </div>
      {attachments.length ? (
        <ul className={styles.attachments} aria-label={t('mailbox.compose.attached')}>
          {attachments.map((file) => (
            <li key={file.key} className={styles.attachment} data-state={file.state}>
              {file.state === 'uploading' ? (
                <Spinner size="sm" label={t('mailbox.compose.uploading')} />
              ) : (
                <Icon
                  name={
                    file.state === 'failed' ? 'heroicons_outline:exclamation-triangle' : 'heroicons_outline:paper-clip'
                  }
                  size={20}
                />
              )}
              <span className={styles.rowMain}>
                <span className={styles.ellipsis}>{file.name}</span>
                {file.state === 'failed' ? (
                  <span className={styles.fileError}>{attachmentError(file.error)}</span>
                ) : (
                  <span className={styles.muted}>
                    {file.state === 'uploading' ? t('mailbox.compose.uploading') : sizeOf(file.size)}
                  </span>
                )}
              </span>
              {onRemoveAttachment ? (
                <IconButton
                  size="sm"
                  icon="heroicons_outline:x-mark"
                  label={t('mailbox.compose.remove', { name: file.name })}
                  onPress={() => onRemoveAttachment(file.key)}
                  isDisabled={busy}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {errors.attachments ? (
        <p className={styles.fileError} role="alert">
          {attachmentError(errors.attachments, true)}
        </p>
      ) : null}
    </div>
  ) : null;
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(open) => open || props.onClose()}
      title={t(`mailbox.compose.title.${props.kind}`)}
      size="lg"
    >
      <DropZone
        className={styles.composeDrop}
        aria-label={t('mailbox.compose.dropHere')}
        isDisabled={!onAttach || busy}
        getDropOperation={(types) => (onAttach && types.has('Files') ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const dropped: File[] = [];
          for (const item of event.items) if (item.kind === 'file') dropped.push(await item.getFile());
          if (dropped.length) onAttach?.(dropped);
        }}
      >
        <form id="mail-compose" className={styles.compose} onSubmit={submit} noValidate>
          <TextField
            label={t('mailbox.to')}
            description={t('mailbox.compose.addressHint')}
            value={draft.to}
            onChange={set('to')}
            isInvalid={!!errors.to}
            errorMessage={errorOf('to')}
            autoFocus={!draft.to}
            type="text"
            autoComplete="off"
          />
          <TextField
            label={t('mailbox.cc')}
            value={draft.cc}
            onChange={set('cc')}
            isInvalid={!!errors.cc}
            errorMessage={errorOf('cc')}
            autoComplete="off"
          />
          <TextField
            label={t('mailbox.bcc')}
            value={draft.bcc}
            onChange={set('bcc')}
            isInvalid={!!errors.bcc}
            errorMessage={errorOf('bcc')}
            autoComplete="off"
          />
          <TextField
            label={t('mailbox.compose.subject')}
            value={draft.subject}
            onChange={set('subject')}
            maxLength={mailLimits.subject}
            isInvalid={!!errors.subject}
            errorMessage={errorOf('subject')}
          />
          <TextArea
            label={t('mailbox.compose.message')}
            value={draft.content}
            onChange={set('content')}
            maxLength={mailLimits.content}
            minRows={8}
            maxRows={18}
            isInvalid={!!errors.content}
            errorMessage={errorOf('content')}
            autoFocus={!!draft.to}
          />
          {files}
          <div className={styles.composeActions}>
            <p className={styles.muted} role="status">
              {uploading && props.state !== 'sending'
                ? t('mailbox.compose.state.uploading')
                : props.state === 'new'
                  ? ''
                  : t(`mailbox.compose.state.${props.state}`)}
              {errors.draft ? ` ${t('mailbox.compose.errors.drafts', { count: mailLimits.drafts })}` : ''}
            </p>
            <Button variant="ghost" icon="heroicons_outline:trash" onPress={props.onDiscard} isDisabled={busy}>
              {t('mailbox.compose.discard')}
            </Button>
            <Button variant="secondary" onPress={props.onClose} isDisabled={busy}>
              {t('mailbox.compose.close')}
            </Button>
            {/* A mail waits for its files: sent once they are attached. */}
            <Button type="submit" icon="heroicons_solid:paper-airplane" isDisabled={busy || uploading}>
              {t('mailbox.compose.send')}
            </Button>
          </div>
        </form>
      </DropZone>
    </Dialog>
  );
}
