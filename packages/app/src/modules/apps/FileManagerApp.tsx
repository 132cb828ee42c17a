import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fileLimits, previewKinds, type FileItem, type StoredFileKind } from '@courier/domain';
import { FileManagerView, type FileView, type FolderContents } from '@courier/ui';
import { useAuth } from '../../auth/auth';
import { ApiError, request, requestBytes } from '../../api/client';
import { messageOf } from '../../api/messages';
import { saveBytes } from '../../api/saveBytes';
import { useStaff } from '../../api/scans';
import { useTitle } from '../../pages/useTitle';

/**
 * /apps/file-manager and /apps/file-manager/folders/{id}: one's own, the company's and shared
 * folders and files; `?file={id}` shows a file's details beside them. The grid or list choice is
 * the user's and kept on this device. Previews are made from the bytes as a blob typed here
 * (an image or a PDF only), never from the file's address, so nothing uploaded runs in the app.
 * Renames, moves and sharing are answered in their dialogs; the lists are fetched again after each.
 */
const base = '/apps/file-manager';
const viewKey = 'courier.files.view';
const folderHref = (id: string | null) => (id ? `${base}/folders/${id}` : base);
const contentPath = '/api/apps/file-manager/file/content';
const itemPath = '/api/apps/file-manager/item';

/** The server's refusal of a change in the user's words: its field's reason where we have one. */
function changeRefusal(error: unknown, t: (key: string) => string): Error {
  const fields = error instanceof ApiError && error.status === 422 ? error.fields : undefined;
  if (fields?.name === 'taken') return new Error(t('files.nameTaken'));
  if (fields?.folderId === 'inside_itself') return new Error(t('files.insideItself'));
  return new Error(messageOf(error), { cause: error });
}

export function FileManagerApp() {
  return (
    <Routes>
      <Route index element={<FilesPage />} />
      <Route path="folders/:folderId" element={<FilesPage />} />
    </Routes>
  );
}

function FilesPage() {
  const { folderId = null } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { t } = useTranslation('ui');
  const [view, setView] = useState<FileView>(() => (localStorage.getItem(viewKey) === 'list' ? 'list' : 'grid'));
  const [actionError, setActionError] = useState<string | null>(null);
  const contents = useQuery({
    queryKey: ['apps', 'files', folderId],
    queryFn: ({ signal }) =>
      request<FolderContents>('/api/apps/file-manager', { signal, query: { folderId: folderId ?? 'null' } }),
  });
  useTitle(contents.data?.path.at(-1)?.name ?? t('files.title'));
  const { user } = useAuth();
  const staff = useStaff();
  // Where entries may move: the user's folders (and the company's for those who change them).
  const moveTargets = useQuery({
    queryKey: ['apps', 'files', 'folders'],
    queryFn: ({ signal }) => request<FileItem[]>('/api/apps/file-manager/folders', { signal }),
  });
  const selectedId = params.get('file');
  const selected = selectedId ? contents.data?.files.find((f) => f.id === selectedId) : undefined;
  const previewKind =
    selected?.hasContent && previewKinds.includes(selected.type as StoredFileKind)
      ? selected.type === 'PDF'
        ? 'pdf'
        : 'image'
      : null;
  const previewBytes = useQuery({
    queryKey: ['apps', 'files', 'preview', selected?.id, selected?.modifiedAt],
    queryFn: ({ signal }) => requestBytes(contentPath, { signal, query: { id: selected!.id } }),
    enabled: Boolean(previewKind),
  });
  const [preview, setPreview] = useState<{ url: string; kind: 'image' | 'pdf' } | null>(null);
  useEffect(() => {
    if (!previewKind || !previewBytes.data || !selected) return setPreview(null);
    // The blob is typed here: a raster image or a PDF, whatever the server had said.
    const type = previewKind === 'pdf' ? 'application/pdf' : (selected.mimeType ?? 'image/png');
    const url = URL.createObjectURL(new Blob([previewBytes.data], { type }));
    setPreview({ url, kind: previewKind });
    return () => URL.revokeObjectURL(url);
  }, [previewKind, previewBytes.data, selected]);

  const refresh = () => client.invalidateQueries({ queryKey: ['apps', 'files'] });
  const failed = (error: unknown) => setActionError(messageOf(error));
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        if (file.size > fileLimits.maxBytes)
          throw new Error(t('files.uploadFailed', { name: file.name, reason: t('files.limits') }));
        const form = new FormData();
        form.set('file', file);
        if (folderId) form.set('folderId', folderId);
        try {
          await request<FileItem>('/api/apps/file-manager/file', { method: 'POST', body: form });
        } catch (error) {
          throw new Error(t('files.uploadFailed', { name: file.name, reason: messageOf(error) }), { cause: error });
        }
      }
    },
    onMutate: () => setActionError(null),
    onError: (error) => setActionError(error.message),
    onSettled: refresh,
  });
  const createFolder = useMutation({
    mutationFn: (name: string) =>
      request<FileItem>('/api/apps/file-manager/folder', { method: 'POST', body: { name, folderId } }),
    onMutate: () => setActionError(null),
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (item: FileItem) => request<boolean>(itemPath, { method: 'DELETE', query: { id: item.id } }),
    onMutate: () => setActionError(null),
    onSuccess: () => navigate(folderHref(folderId)),
    onError: failed,
    onSettled: refresh,
  });
  const change = useMutation({
    mutationFn: async ({ item, patch }: { item: FileItem; patch: { name?: string; folderId?: string | null } }) => {
      try {
        return await request<FileItem>(itemPath, { method: 'PATCH', body: { id: item.id, ...patch } });
      } catch (error) {
        throw changeRefusal(error, t);
      }
    },
    onMutate: () => setActionError(null),
    onSettled: refresh,
  });
  const share = useMutation({
    mutationFn: async ({ item, sharedWith }: { item: FileItem; sharedWith: string[] }) => {
      try {
        return await request<FileItem>(`${itemPath}/sharing`, { method: 'PATCH', body: { id: item.id, sharedWith } });
      } catch (error) {
        throw changeRefusal(error, t);
      }
    },
    onMutate: () => setActionError(null),
    onSettled: refresh,
  });
  const download = async (item: FileItem) => {
    try {
      saveBytes(await requestBytes(contentPath, { query: { id: item.id } }), item.name);
    } catch (error) {
      failed(error);
    }
  };

  const itemHref = (item: FileItem) =>
    item.type === 'folder' ? folderHref(item.id) : `${folderHref(folderId)}?file=${item.id}`;
  // One adds to the root, and to a folder one may change.
  const mayAdd = folderId === null || contents.data?.path.at(-1)?.mayEdit === true;
  return (
    <FileManagerView
      contents={contents.data}
      folderId={folderId}
      error={contents.error ? messageOf(contents.error) : null}
      onRetry={() => void contents.refetch()}
      view={view}
      onViewChange={(next) => {
        setView(next);
        localStorage.setItem(viewKey, next);
      }}
      folderHref={folderHref}
      itemHref={itemHref}
      onOpen={(item) => navigate(itemHref(item))}
      selectedId={selectedId}
      closeHref={folderHref(folderId)}
      onUpload={mayAdd ? (files) => upload.mutate(files) : undefined}
      onCreateFolder={mayAdd ? (name) => createFolder.mutate(name) : undefined}
      busy={upload.isPending || createFolder.isPending || remove.isPending}
      actionError={actionError}
      onDownload={(item) => void download(item)}
      onDelete={(item) => remove.mutate(item)}
      preview={preview}
      onRename={(item, name) => change.mutateAsync({ item, patch: { name } })}
      onMove={(item, to) => change.mutateAsync({ item, patch: { folderId: to } })}
      moveTargets={moveTargets.data}
      onShare={(item, sharedWith) => share.mutateAsync({ item, sharedWith })}
      colleagues={staff.filter((member) => member.id !== user?.id)}
    />
  );
}
