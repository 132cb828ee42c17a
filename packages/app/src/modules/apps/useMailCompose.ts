import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileLimits, mailAddresses, mailLimits, type Mail, type MailAttachmentRef } from '@courier/domain';
import {
  emptyDraft,
  senderName,
  toast,
  type ComposeAttachment,
  type ComposeErrors,
  type DraftState,
  type MailDraft,
} from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { shellQueries } from '../../api/shell';

const api = '/api/apps/mailbox/mail';
const uploadPath = '/api/apps/mailbox/attachment';
/** A draft is kept this long after the last key. */
const saveAfterMs = 800;

export type ComposeKind = 'new' | 'reply' | 'replyAll' | 'forward';
interface Compose {
  kind: ComposeKind;
  draftId: string | null;
  draft: MailDraft;
  state: DraftState;
  errors: ComposeErrors;
  /** The files on it; an attached one carries the reference the mail names it by. */
  attachments: Attachment[];
}
type Attachment = ComposeAttachment & { ref?: MailAttachmentRef };

const list = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
const refsOf = (attachments: readonly Attachment[]) => attachments.flatMap((a) => (a.ref ? [a.ref] : []));
const fieldsOf = (draft: MailDraft, attachments: readonly Attachment[]) => ({
  to: list(draft.to),
  cc: list(draft.cc),
  bcc: list(draft.bcc),
  subject: draft.subject,
  content: draft.content,
  attachments: refsOf(attachments),
});
/** A mail's attachments that have bytes, named through that mail (a forward's, a draft's own). */
const attachmentsOf = (mail: Mail): Attachment[] =>
  mail.attachments.flatMap((a) =>
    a.id
      ? [{ key: a.id, name: a.name, size: a.size, state: 'attached' as const, ref: { id: a.id, mailId: mail.id } }]
      : [],
  );
/** Keys of the files attached in this page, as they are chosen. */
let uploads = 0;
const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/**
 * Writing mail in the mailbox: a new one, a reply (to all), a forward, or a draft opened again.
 * The draft is kept as it is typed (a moment after the last key: POST the first time, PATCH
 * after), sent from where it is kept, or deleted; a refused send shows its fields' errors.
 * Each file attached is uploaded at once (POST .../attachment) and the draft names it by id; a
 * forward carries the mail's attachments (named through it), a reply none, as web mail does.
 */
export function useMailCompose() {
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const me = useQuery(shellQueries.user).data;
  const [compose, setCompose] = useState<Compose | null>(null);
  /** The writes of the draft, one after another (a save and a send never cross). */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const saved = useRef<{ draftId: string | null; text: string }>({ draftId: null, text: '' });
  const refresh = () => client.invalidateQueries({ queryKey: ['apps', 'mailbox'] });

  const quote = (mail: Mail, header: string) =>
    `\n\n${header}\n${mail.content
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')}`;

  const open = (kind: ComposeKind | 'edit', mail?: Mail) => {
    const mine = me?.email.toLowerCase();
    const others = (addresses: string[]) => addresses.filter((a) => a !== mine);
    let draft = emptyDraft;
    if (mail && kind === 'edit')
      draft = {
        to: mail.to,
        cc: (mail.cc ?? []).join(', '),
        bcc: (mail.bcc ?? []).join(', '),
        subject: mail.subject,
        content: mail.content,
      };
    else if (mail) {
      const header = t('mailbox.compose.quoted', {
        date: mail.date.slice(0, 16).replace('T', ' '),
        name: senderName(mail.from.contact),
      });
      const sender = mailAddresses([mail.from.contact]);
      if (kind === 'forward')
        draft = {
          ...emptyDraft,
          subject: prefixed('Fwd:', mail.subject),
          content: quote(
            mail,
            t('mailbox.compose.forwarded', { date: mail.date.slice(0, 16).replace('T', ' '), name: mail.from.contact }),
          ),
        };
      else
        draft = {
          ...emptyDraft,
          to: (kind === 'replyAll' ? [...new Set([...sender, ...others(mailAddresses(mail.to))])] : sender).join(', '),
          cc: kind === 'replyAll' ? others(mailAddresses(mail.cc)).join(', ') : '',
          subject: prefixed('Re:', mail.subject),
          content: quote(mail, header),
        };
    }
    const draftId = kind === 'edit' && mail ? mail.id : null;
    const attachments = mail && (kind === 'edit' || kind === 'forward') ? attachmentsOf(mail) : [];
    saved.current = { draftId, text: JSON.stringify(fieldsOf(draft, attachments)) };
    setCompose({
      kind: kind === 'edit' ? 'new' : kind,
      draftId,
      draft,
      state: draftId ? 'saved' : 'new',
      errors: {},
      attachments,
    });
  };

  /** Keeps the draft as it is now (after any write under way). */
  const save = (draft: MailDraft, attachments: readonly Attachment[]) => {
    const run = queue.current.then(async () => {
      const fields = fieldsOf(draft, attachments);
      const text = JSON.stringify(fields);
      if (text === saved.current.text) return;
      setCompose((c) => c && { ...c, state: 'saving' });
      try {
        const { draftId } = saved.current;
        const kept = draftId
          ? await request<Mail>(api, { method: 'PATCH', body: { id: draftId, mail: fields } })
          : await request<Mail>(api, { method: 'POST', body: { ...fields, draft: true } });
        saved.current = { draftId: kept.id, text };
        setCompose((c) => c && { ...c, draftId: kept.id, state: 'saved', errors: {} });
        void refresh();
      } catch (error) {
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
        setCompose((c) => c && { ...c, state: 'notSaved', errors: fields });
      }
    });
    queue.current = run.catch(() => undefined);
    return run;
  };

  // Saved a moment after the last change (of the text, or of the files attached).
  const draft = compose?.draft;
  const attachments = compose?.attachments;
  const attachedKey = JSON.stringify(refsOf(attachments ?? []));
  useEffect(() => {
    if (!draft || !attachments) return;
    if (JSON.stringify(fieldsOf(draft, attachments)) === saved.current.text) return;
    const timer = setTimeout(() => void save(draft, attachments), saveAfterMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each change of the draft or of what is attached
  }, [draft, attachedKey]);

  const setAttachment = (key: string, change: Partial<Attachment>) =>
    setCompose((c) => c && { ...c, attachments: c.attachments.map((a) => (a.key === key ? { ...a, ...change } : a)) });

  /** Uploads each file at once; one too large or past the count is refused here, before it is sent. */
  const attach = (files: File[]) => {
    if (!compose) return;
    let count = compose.attachments.filter((a) => a.state !== 'failed').length;
    const added: Attachment[] = files.map((file) => {
      const key = `upload-${++uploads}`;
      const refused =
        file.size > fileLimits.maxBytes ? 'too_large' : ++count > mailLimits.attachments ? 'too_many' : undefined;
      return { key, name: file.name, size: file.size, state: refused ? 'failed' : 'uploading', error: refused };
    });
    setCompose(
      (c) => c && { ...c, attachments: [...c.attachments, ...added], errors: { ...c.errors, attachments: undefined } },
    );
    added.forEach((entry, i) => {
      if (entry.state !== 'uploading') return;
      const form = new FormData();
      form.set('file', files[i]!);
      request<Mail['attachments'][number]>(uploadPath, { method: 'POST', body: form }).then(
        (kept) =>
          setAttachment(entry.key, { state: 'attached', size: kept.size, name: kept.name, ref: { id: kept.id! } }),
        (error: unknown) => {
          const code =
            error instanceof ApiError
              ? (error.fields?.file ?? (error.status === 413 ? 'too_large' : error.code))
              : 'failed';
          setAttachment(entry.key, { state: 'failed', error: code });
        },
      );
    });
  };

  const send = () => {
    if (!compose) return;
    const fields = fieldsOf(compose.draft, compose.attachments);
    setCompose({ ...compose, state: 'sending', errors: {} });
    queue.current = queue.current.then(async () => {
      try {
        const { draftId } = saved.current;
        if (draftId) await request(api, { method: 'PATCH', body: { id: draftId, mail: { ...fields, draft: false } } });
        else await request(api, { method: 'POST', body: fields });
        setCompose(null);
        toast.success(t('mailbox.compose.sent'));
      } catch (error) {
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
        setCompose((c) => c && { ...c, state: 'saved', errors: fields });
        if (!Object.keys(fields).length) toast.warn(t('mailbox.compose.notSent'), messageOf(error));
      } finally {
        void refresh();
      }
    });
  };

  const discard = () => {
    queue.current = queue.current.then(async () => {
      const { draftId } = saved.current;
      if (draftId) await request(api, { method: 'DELETE', query: { id: draftId } }).catch(() => undefined);
      saved.current = { draftId: null, text: '' };
      setCompose(null);
      void refresh();
    });
  };

  const close = () => {
    if (compose) void save(compose.draft, compose.attachments);
    setCompose(null);
  };

  return {
    compose,
    open,
    close,
    send,
    discard,
    change: (next: MailDraft) => setCompose((c) => c && { ...c, draft: next }),
    attach,
    removeAttachment: (key: string) =>
      setCompose((c) => c && { ...c, attachments: c.attachments.filter((a) => a.key !== key) }),
  };
}
