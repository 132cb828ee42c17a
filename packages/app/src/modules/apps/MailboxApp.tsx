import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { attachmentPreviewKind, mailLabelColors, type Mail, type MailLabel } from '@courier/domain';
import {
  LabelsDialog,
  MailboxView,
  MailCompose,
  MailDetail,
  toast,
  type MailboxWhere,
  type MailChange,
  type MailPlace,
} from '@courier/ui';
import { request, requestBytes } from '../../api/client';
import { messageOf } from '../../api/messages';
import { saveBytes } from '../../api/saveBytes';
import { useTitle } from '../../pages/useTitle';
import { GoneNotice } from './GoneNotice';
import { useMailCompose } from './useMailCompose';

/**
 * /apps/mailbox/{folder|filter|label}/{slug}[?page=&mail=]: each person's mail over the sample
 * area's API (every signed-in role); /apps/mailbox opens the inbox. The page and the open mail are
 * in the address. Opening an unread mail marks it read. The layout (the open mail beside the
 * list or instead of it) is the person's setting, kept by the server. An attachment is saved from
 * its bytes through a blob link, and an image or a PDF previewed from a blob typed here, never
 * from the attachment's address, so nothing attached runs in the app.
 */
const base = '/apps/mailbox';
const api = '/api/apps/mailbox';
const key = ['apps', 'mailbox'] as const;
const kinds = ['folder', 'filter', 'label'] as const;

type MailAttachment = Mail['attachments'][number];

interface MailsAnswer {
  mails: Mail[] | null;
  pagination: { totalResults?: number; resultsPerPage?: number; currentPage?: number; lastPage: number };
}

export function MailboxApp() {
  return (
    <Routes>
      <Route index element={<Navigate to="folder/inbox" replace />} />
      <Route path=":kind/:slug" element={<MailboxPage />} />
    </Routes>
  );
}

const hrefOf = (where: MailboxWhere) => `${base}/${where.kind}/${where.slug}`;

function MailboxPage() {
  const params = useParams();
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [editingLabels, setEditingLabels] = useState(false);
  const writing = useMailCompose();
  const where: MailboxWhere = { kind: kinds.find((k) => k === params.kind) ?? 'folder', slug: params.slug ?? 'inbox' };
  const page = Math.max(1, Number(search.get('page')) || 1);
  const openId = search.get('mail');
  // The ticks belong to the page they were made on: another page, folder or label starts with none.
  const pageKey = `${where.kind}/${where.slug}/${page}`;
  const [ticks, setTicks] = useState({ at: pageKey, ids: [] as string[] });
  const selected = ticks.at === pageKey ? ticks.ids : [];
  const setSelected = (ids: string[]) => setTicks({ at: pageKey, ids });

  const folders = useQuery({
    queryKey: [...key, 'folders'],
    queryFn: ({ signal }) => request<MailPlace[]>(`${api}/folders`, { signal }),
  });
  const filters = useQuery({
    queryKey: [...key, 'filters'],
    queryFn: ({ signal }) => request<MailPlace[]>(`${api}/filters`, { signal }),
    staleTime: Infinity,
  });
  const labels = useQuery({
    queryKey: [...key, 'labels'],
    queryFn: ({ signal }) => request<MailLabel[]>(`${api}/labels`, { signal }),
  });
  const settings = useQuery({
    queryKey: [...key, 'settings'],
    queryFn: ({ signal }) => request<{ messageLayout: 'right' | 'full' }>(`${api}/settings`, { signal }),
  });
  const mails = useQuery({
    queryKey: [...key, 'mails', where.kind, where.slug, page],
    queryFn: ({ signal }) =>
      request<MailsAnswer>(`${api}/mails`, { signal, query: { [where.kind]: where.slug, page: String(page) } }),
  });
  const open = useQuery({
    queryKey: [...key, 'mail', openId],
    queryFn: ({ signal }) => request<Mail | null>(`${api}/mail`, { signal, query: { id: openId! } }),
    enabled: !!openId,
  });
  useTitle(open.data?.subject ?? t('mailbox.title'));

  const setParam = (name: string, value: string | null, replace = false) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace },
    );
  // A page past the end (after mail was moved away) shows the last one.
  const lastPage = mails.data?.pagination.lastPage;
  useEffect(() => {
    if (mails.data && mails.data.mails === null && lastPage)
      setParam('page', lastPage > 1 ? String(lastPage) : null, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer says so
  }, [mails.data, lastPage]);

  const [preview, setPreview] = useState<{ mailId: string; name: string; url: string; kind: 'image' | 'pdf' } | null>(
    null,
  );
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview.url) : undefined), [preview]);
  const download = async (attachment: MailAttachment) => {
    try {
      saveBytes(await requestBytes(attachment.downloadUrl), attachment.name);
    } catch (error) {
      toast.warn(t('mailbox.downloadFailed'), messageOf(error));
    }
  };
  const showPreview = async (attachment: MailAttachment) => {
    const kind = attachmentPreviewKind(attachment.type);
    if (!kind || !open.data) return;
    const mailId = open.data.id;
    try {
      const bytes = await requestBytes(attachment.preview);
      // Typed here: a raster image or a PDF, whatever else the bytes might be.
      const url = URL.createObjectURL(
        new Blob([bytes], { type: kind === 'pdf' ? 'application/pdf' : attachment.type }),
      );
      setPreview({ mailId, name: attachment.name, url, kind });
    } catch (error) {
      toast.warn(t('mailbox.downloadFailed'), messageOf(error));
    }
  };

  const refresh = () => client.invalidateQueries({ queryKey: key });
  const change = useMutation({
    mutationFn: ({ ids, mail }: { ids: string[]; mail: MailChange }) =>
      Promise.all(ids.map((id) => request(`${api}/mail`, { method: 'PATCH', body: { id, mail } }))),
    onError: (error) => toast.warn(t('mailbox.notSaved'), messageOf(error)),
    onSettled: refresh,
  });
  const labelWrite = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onError: (error) => toast.warn(t('mailbox.notSaved'), messageOf(error)),
    onSettled: refresh,
  });
  const layout = useMutation({
    mutationFn: (messageLayout: 'right' | 'full') =>
      request(`${api}/settings`, { method: 'PATCH', body: { settings: { messageLayout } } }),
    onMutate: (messageLayout) => client.setQueryData([...key, 'settings'], { messageLayout }),
    onError: (error) => toast.warn(t('mailbox.notSaved'), messageOf(error)),
    onSettled: refresh,
  });

  const answer = mails.data;
  const openMail = (mail: Mail) => {
    setParam('mail', mail.id);
    if (mail.unread) change.mutate({ ids: [mail.id], mail: { unread: false } });
  };
  const closeHref = `${hrefOf(where)}${page > 1 ? `?page=${page}` : ''}`;
  let detail;
  if (openId && open.data)
    detail = (
      <MailDetail
        mail={open.data}
        folders={folders.data ?? []}
        labels={labels.data ?? []}
        closeHref={closeHref}
        onChange={(mail) => change.mutate({ ids: [open.data!.id], mail })}
        onRespond={(kind) => writing.open(kind, open.data!)}
        onDownload={(attachment) => void download(attachment)}
        onPreview={(attachment) => void showPreview(attachment)}
        preview={preview?.mailId === open.data.id ? preview : null}
        onClosePreview={() => setPreview(null)}
      />
    );
  else if (openId && open.data === null)
    detail = <GoneNotice message={t('mailbox.notFound')} onClose={() => setParam('mail', null, true)} />;

  return (
    <MailboxView
      folders={folders.data ?? []}
      filters={filters.data ?? []}
      labels={labels.data ?? []}
      where={where}
      placeHref={hrefOf}
      page={
        answer?.mails
          ? {
              mails: answer.mails,
              total: answer.pagination.totalResults ?? 0,
              page: answer.pagination.currentPage ?? page,
              pageSize: answer.pagination.resultsPerPage ?? 10,
            }
          : undefined
      }
      error={mails.error ? messageOf(mails.error) : null}
      onRetry={() => void mails.refetch()}
      onPageChange={(next) => setParam('page', next > 1 ? String(next) : null)}
      selected={selected}
      onSelectedChange={setSelected}
      onChange={(list, mail) => change.mutate({ ids: list.map((m) => m.id), mail })}
      onOpen={openMail}
      openId={openId}
      layout={settings.data?.messageLayout ?? 'right'}
      onLayoutChange={(next) => layout.mutate(next)}
      onEditLabels={() => setEditingLabels(true)}
      onCompose={() => writing.open('new')}
      detail={detail}
      dialog={
        writing.compose ? (
          <MailCompose
            isOpen
            kind={writing.compose.kind}
            draft={writing.compose.draft}
            onDraftChange={writing.change}
            state={writing.compose.state}
            errors={writing.compose.errors}
            attachments={writing.compose.attachments}
            onAttach={writing.attach}
            onRemoveAttachment={writing.removeAttachment}
            onSend={writing.send}
            onDiscard={writing.discard}
            onClose={writing.close}
          />
        ) : editingLabels ? (
          <LabelsDialog
            title={t('mailbox.labelsTitle')}
            labels={labels.data ?? []}
            describe={(label) => t('mailbox.labelSlug', { slug: (label as MailLabel).slug })}
            onClose={() => setEditingLabels(false)}
            // A new label takes the first colour no label has yet.
            onCreate={(title) =>
              labelWrite.mutate(() =>
                request(`${api}/label`, {
                  method: 'POST',
                  body: {
                    label: {
                      title,
                      color:
                        mailLabelColors.find((c) => !labels.data?.some((l) => l.color === c)) ?? mailLabelColors[0],
                    },
                  },
                }),
              )
            }
            onRename={(label, title) =>
              labelWrite.mutate(() =>
                request(`${api}/label`, { method: 'PATCH', body: { id: label.id, label: { title } } }),
              )
            }
            onDelete={(label) =>
              labelWrite.mutate(() => request(`${api}/label`, { method: 'DELETE', query: { id: label.id } }))
            }
          />
        ) : undefined
      }
    />
  );
}
