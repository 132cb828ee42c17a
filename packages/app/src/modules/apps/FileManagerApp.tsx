import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { FileItem } from '@courier/domain';
import { FileManagerView, type FileView, type FolderContents } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useTitle } from '../../pages/useTitle';

/**
 * /apps/file-manager and /apps/file-manager/folders/{id}: the shared folders; `?file={id}` shows a
 * file's details beside them. The grid or list choice is the user's and kept on this device.
 */
const base = '/apps/file-manager';
const viewKey = 'courier.files.view';
const folderHref = (id: string | null) => (id ? `${base}/folders/${id}` : base);

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
  const { t } = useTranslation('ui');
  const [view, setView] = useState<FileView>(() => (localStorage.getItem(viewKey) === 'list' ? 'list' : 'grid'));
  const contents = useQuery({
    queryKey: ['apps', 'files', folderId],
    queryFn: ({ signal }) =>
      request<FolderContents>('/api/apps/file-manager', { signal, query: { folderId: folderId ?? 'null' } }),
  });
  useTitle(contents.data?.path.at(-1)?.name ?? t('files.title'));
  const itemHref = (item: FileItem) =>
    item.type === 'folder' ? folderHref(item.id) : `${folderHref(folderId)}?file=${item.id}`;
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
      selectedId={params.get('file')}
      closeHref={folderHref(folderId)}
    />
  );
}
