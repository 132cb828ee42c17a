import type { FormEvent } from 'react';
import { mailLimits } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
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
export type ComposeErrors = Partial<Record<keyof MailDraft | 'draft', string>>;

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
}

/** The API's field codes a person can act on, as words; another code shows as "not valid". */
const knownErrors = ['not_a_colleague', 'required', 'too_many', 'mailbox_full'] as const;

/**
 * Writing a mail to colleagues: to, cc and bcc (company addresses, comma-separated), subject and
 * text. The draft is kept as it is typed (the page saves it a moment after the last key) and the
 * state is said beside the buttons; a refused send names the field.
 */
export function MailCompose(props: MailComposeProps) {
  const { t } = useUiTranslation();
  const { draft, errors = {} } = props;
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
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(open) => open || props.onClose()}
      title={t(`mailbox.compose.title.${props.kind}`)}
      size="lg"
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
        <div className={styles.composeActions}>
          <p className={styles.muted} role="status">
            {props.state === 'new' ? '' : t(`mailbox.compose.state.${props.state}`)}
            {errors.draft ? ` ${t('mailbox.compose.errors.drafts', { count: mailLimits.drafts })}` : ''}
          </p>
          <Button variant="ghost" icon="heroicons_outline:trash" onPress={props.onDiscard} isDisabled={busy}>
            {t('mailbox.compose.discard')}
          </Button>
          <Button variant="secondary" onPress={props.onClose} isDisabled={busy}>
            {t('mailbox.compose.close')}
          </Button>
          <Button type="submit" icon="heroicons_solid:paper-airplane" isDisabled={busy}>
            {t('mailbox.compose.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
