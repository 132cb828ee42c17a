import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailAddresses, type Mail } from '@courier/domain';
import { emptyDraft, senderName, toast, type ComposeErrors, type DraftState, type MailDraft } from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { shellQueries } from '../../api/shell';

const api = '/api/apps/mailbox/mail';
/** A draft is kept this long after the last key. */
const saveAfterMs = 800;

export type ComposeKind = 'new' | 'reply' | 'replyAll' | 'forward';
interface Compose {
  kind: ComposeKind;
  draftId: string | null;
  draft: MailDraft;
  state: DraftState;
  errors: ComposeErrors;
}

const list = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
const fieldsOf = (draft: MailDraft) => ({
  to: list(draft.to),
  cc: list(draft.cc),
  bcc: list(draft.bcc),
  subject: draft.subject,
  content: draft.content,
});
const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/**
 * Writing mail in the mailbox: a new one, a reply (to all), a forward, or a draft opened again.
 * The draft is kept as it is typed (a moment after the last key: POST the first time, PATCH
 * after), sent from where it is kept, or deleted; a refused send shows its fields' errors.
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
    saved.current = { draftId, text: JSON.stringify(draft) };
    setCompose({ kind: kind === 'edit' ? 'new' : kind, draftId, draft, state: draftId ? 'saved' : 'new', errors: {} });
  };

  /** Keeps the draft as it is now (after any write under way). */
  const save = (draft: MailDraft) => {
    const run = queue.current.then(async () => {
      const text = JSON.stringify(draft);
      if (text === saved.current.text) return;
      setCompose((c) => c && { ...c, state: 'saving' });
      try {
        const { draftId } = saved.current;
        const kept = draftId
          ? await request<Mail>(api, { method: 'PATCH', body: { id: draftId, mail: fieldsOf(draft) } })
          : await request<Mail>(api, { method: 'POST', body: { ...fieldsOf(draft), draft: true } });
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

  // Saved a moment after the last change.
  const draft = compose?.draft;
  useEffect(() => {
    if (!draft || JSON.stringify(draft) === saved.current.text) return;
    const timer = setTimeout(() => void save(draft), saveAfterMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each change of the draft
  }, [draft]);

  const send = () => {
    if (!compose) return;
    const current = compose.draft;
    setCompose({ ...compose, state: 'sending', errors: {} });
    queue.current = queue.current.then(async () => {
      try {
        const { draftId } = saved.current;
        if (draftId)
          await request(api, { method: 'PATCH', body: { id: draftId, mail: { ...fieldsOf(current), draft: false } } });
        else await request(api, { method: 'POST', body: fieldsOf(current) });
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
    if (compose) void save(compose.draft);
    setCompose(null);
  };

  return {
    compose,
    open,
    close,
    send,
    discard,
    change: (next: MailDraft) => setCompose((c) => c && { ...c, draft: next }),
  };
}
