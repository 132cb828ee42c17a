import { useState, type FormEvent, type ReactNode } from 'react';
import { DropZone, FileTrigger, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { FileItem } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { LoadFailed } from '../../primitives/EmptyState/LoadFailed';
import { Link } from '../../primitives/Link/Link';
import { Menu } from '../../primitives/Menu/Menu';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { DataTable, type DataColumn } from '../../data/DataTable/DataTable';
import { useCourierFormat } from '../../courier/format';
import { MoveDialog, RenameDialog, ShareDialog, type FileChange, type FileColleague } from './FileDialogs';
import * as styles from './FileManager.css';

export type { FileChange, FileColleague } from './FileDialogs';

/** A folder's contents as the API gives them: its folders, its files and the folders down to it. */
export interface FolderContents {
  folders: FileItem[];
  files: FileItem[];
  path: FileItem[];
}

export type FileView = 'grid' | 'list';

export interface FileManagerViewProps {
  /** The open folder's contents; undefined while loading. */
  contents: FolderContents | undefined;
  /** The open folder's id; null at the top. */
  folderId: string | null;
  error?: string | null;
  onRetry?: () => void;
  view: FileView;
  onViewChange: (view: FileView) => void;
  /** Where a folder (null: the top) opens. */
  folderHref: (folderId: string | null) => string;
  /** Where an item opens: a folder's contents, a file's details. */
  itemHref: (item: FileItem) => string;
  /** Opens an item from the list view (a row's click or Enter). */
  onOpen: (item: FileItem) => void;
  /** The file whose details show beside the folder, if any. */
  selectedId?: string | null;
  /** Closes the details. */
  closeHref: string;
  /** Uploads the files chosen or dropped into the open folder; absent where the user may not add to it. */
  onUpload?: (files: File[]) => void;
  /** An upload or a change is under way. */
  busy?: boolean;
  /** What went wrong with the last upload or change (the server's words, translated). */
  actionError?: string | null;
  /** Makes a folder in the open one; absent where the user may not add to it. */
  onCreateFolder?: (name: string) => void;
  /** Saves the file (the app fetches it and hands it to the browser as an attachment). */
  onDownload?: (item: FileItem) => void;
  /** Deletes an entry the user may change (after a confirmation here). */
  onDelete?: (item: FileItem) => void;
  /**
   * The selected file's preview: an image or a PDF from a blob URL the app made of the bytes
   * (typed by the app, never the file's own address), so nothing uploaded runs in this origin.
   */
  preview?: { url: string; kind: 'image' | 'pdf' } | null;
  /** Renames an entry the user may change (a name taken in its folder is the server's refusal). */
  onRename?: FileChange<[name: string]>;
  /** Moves an entry the user may change into a folder (null: the top level). */
  onMove?: FileChange<[folderId: string | null]>;
  /** The folders the user may move entries into (the server's list); undefined while they load. */
  moveTargets?: readonly FileItem[];
  /** Shares one's own file with the colleagues named: the whole list, an empty one makes it private. */
  onShare?: FileChange<[sharedWith: string[]]>;
  /** The colleagues a file may be shared with (not the signed-in user). */
  colleagues?: readonly FileColleague[];
}

type ItemAction = 'rename' | 'move' | 'share' | 'download' | 'delete';

const actionIcons: Record<ItemAction, string> = {
  download: 'heroicons_outline:arrow-down-tray',
  rename: 'heroicons_outline:pencil-square',
  move: 'heroicons_outline:folder-arrow-down',
  share: 'heroicons_outline:user-plus',
  delete: 'heroicons_outline:trash',
};

/** Only a file shared with the user is his to see and not to change (the company's have no owner). */
const isSharedWithMe = (item: FileItem) => item.ownerId != null && !item.mayEdit;

const fileIcons: Record<FileItem['type'], string> = {
  folder: 'heroicons_solid:folder',
  PDF: 'heroicons_outline:document-text',
  DOC: 'heroicons_outline:document',
  XLS: 'heroicons_outline:table-cells',
  TXT: 'heroicons_outline:document',
  JPG: 'heroicons_outline:photo',
  PNG: 'heroicons_outline:photo',
  GIF: 'heroicons_outline:photo',
  WEBP: 'heroicons_outline:photo',
  CSV: 'heroicons_outline:table-cells',
  HTML: 'heroicons_outline:code-bracket',
  SVG: 'heroicons_outline:code-bracket',
};

/**
 * The file manager: the folders down to the open one (a trail back), its folders and files as a
 * grid or a list, and a file's details beside them with a preview (images and PDFs) and its
 * download. Where the user may add to the folder: upload (choose, or drop on the folder) and a
 * new folder. An entry he may change is renamed, moved and deleted from its menu (each tile and
 * row has one) or a file's details; his own files are shared with colleagues there too.
 */
export function FileManagerView(props: FileManagerViewProps) {
  const { contents, folderId, error, onRetry, view, onViewChange, folderHref, itemHref, selectedId, closeHref } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const items = contents ? [...contents.folders, ...contents.files] : [];
  const selected = selectedId ? contents?.files.find((f) => f.id === selectedId) : undefined;
  const missing = folderId !== null && contents && !contents.path.length;
  const kind = (item: FileItem) => (item.type === 'folder' ? t('files.folder') : item.type);
  const [folderName, setFolderName] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const { onUpload, onCreateFolder, onDownload, onDelete, preview, busy, actionError } = props;
  const { onRename, onMove, onShare, moveTargets, colleagues = [] } = props;
  const [dialog, setDialog] = useState<{ action: Exclude<ItemAction, 'download'>; item: FileItem } | null>(null);
  const closeDialog = () => setDialog(null);
  /** What the user may do with an entry, in the order its menu and a file's details list them. */
  const actionsOf = (item: FileItem): ItemAction[] => {
    const isFile = item.type !== 'folder';
    const actions: (ItemAction | false | undefined)[] = [
      onDownload && isFile && item.hasContent !== false && 'download',
      onRename && item.mayEdit && 'rename',
      onMove && item.mayEdit && 'move',
      // Files are shared one by one by their owner; the company's are everyone's already.
      onShare && isFile && item.mayEdit && item.ownerId != null && 'share',
      onDelete && item.mayEdit && 'delete',
    ];
    return actions.filter((action): action is ItemAction => Boolean(action));
  };
  const actionLabel = (action: ItemAction) => t(`files.${action}`);
  const act = (action: ItemAction, item: FileItem) =>
    action === 'download' ? onDownload?.(item) : setDialog({ action, item });
  const itemMenu = (item: FileItem, className?: string) => {
    const actions = actionsOf(item);
    return actions.length ? (
      <span className={className}>
        <Menu
          trigger={
            <IconButton
              icon="heroicons_outline:ellipsis-vertical"
              size="sm"
              label={t('files.actionsOf', { name: item.name })}
              noTooltip
            />
          }
          items={actions.map((action) => ({
            id: action,
            label: actionLabel(action),
            icon: actionIcons[action],
            isDanger: action === 'delete',
          }))}
          onAction={(id) => act(id as ItemAction, item)}
        />
      </span>
    ) : null;
  };
  const byColleague = new Map(colleagues.map((c) => [c.id, c.name]));
  /** Who sees an entry, for its details: the company, the user alone, the colleagues named, or "shared with you". */
  const sharingOf = (item: FileItem) => {
    if (item.ownerId == null) return t('files.everyone');
    if (isSharedWithMe(item)) return t('files.shared');
    const names = (item.sharedWith ?? []).map((id) => byColleague.get(id));
    if (!names.length) return t('files.onlyYou');
    return names.every(Boolean) ? names.join(', ') : t('files.sharedWithCount', { count: names.length });
  };
  /** A short note on a tile or a row: shared with the user, or by him with how many. */
  const sharedNote = (item: FileItem) => {
    const count = item.sharedWith?.length ?? 0;
    const text = isSharedWithMe(item)
      ? t('files.shared')
      : count && item.mayEdit
        ? t('files.sharedWithCount', { count })
        : null;
    return text ? (
      <span className={styles.sharedNote}>
        <Icon name="heroicons_outline:users" size={14} />
        {text}
      </span>
    ) : null;
  };
  const createFolder = (event: FormEvent) => {
    event.preventDefault();
    if (!folderName.trim() || !onCreateFolder) return;
    onCreateFolder(folderName.trim());
    setFolderName('');
  };

  const columns: DataColumn<FileItem>[] = [
    {
      id: 'name',
      header: t('files.name'),
      cell: (item) => (
        <span className={styles.nameCell}>
          <Icon
            name={fileIcons[item.type]}
            size={20}
            className={item.type === 'folder' ? styles.folderIcon : styles.fileIcon}
          />
          <Link href={itemHref(item)}>{item.name}</Link>
          {sharedNote(item)}
        </span>
      ),
      value: (item) => item.name,
      sortable: true,
      hideable: false,
      card: 'title',
    },
    { id: 'type', header: t('files.type'), cell: kind, value: kind, sortable: true, width: '7rem', card: 'line' },
    {
      id: 'size',
      header: t('files.size'),
      cell: (item) => (item.type === 'folder' ? item.contents : item.size),
      width: '7rem',
      card: 'line',
    },
    {
      id: 'modified',
      header: t('files.modified'),
      cell: (item) => format.day(item.modifiedAt),
      value: (item) => item.modifiedAt,
      sortable: true,
      width: '9rem',
    },
    {
      id: 'createdBy',
      header: t('files.createdBy'),
      cell: (item) => item.createdBy,
      value: (item) => item.createdBy,
      sortable: true,
    },
  ];
  // A column of menus only where some entry has one.
  if (items.some((item) => actionsOf(item).length))
    columns.push({
      id: 'actions',
      header: t('files.actions'),
      cell: (item) => itemMenu(item),
      hideable: false,
      width: '4rem',
      card: 'badge',
    });

  let body: ReactNode;
  if (error) body = <LoadFailed title={t('files.error')} description={error} onRetry={onRetry} />;
  else if (!contents)
    body = (
      <div role="status" aria-busy="true" aria-label={t('files.loading')} className={styles.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} width="100%" height={120} />
        ))}
      </div>
    );
  else if (missing)
    body = (
      <EmptyState
        icon="heroicons_outline:folder-minus"
        title={t('files.noFolder')}
        description={t('files.noFolderHint')}
        action={<Link href={folderHref(null)}>{t('files.title')}</Link>}
      />
    );
  else if (!items.length) body = <EmptyState icon="heroicons_outline:folder-open" title={t('files.empty')} />;
  else if (view === 'list')
    body = (
      <DataTable
        aria-label={t('files.items')}
        columns={columns}
        rows={items}
        getRowId={(item) => item.id}
        onRowAction={props.onOpen}
      />
    );
  else
    body = (
      <ul className={styles.grid} aria-label={t('files.items')}>
        {items.map((item) => (
          <li key={item.id} className={styles.tileItem}>
            <Link
              href={itemHref(item)}
              className={styles.tile}
              aria-current={item.id === selectedId ? 'true' : undefined}
            >
              <Icon
                name={fileIcons[item.type]}
                size={40}
                className={item.type === 'folder' ? styles.folderIcon : styles.fileIcon}
              />
              <span className={styles.tileName}>{item.name}</span>
              <span className={styles.muted}>
                {item.type === 'folder' ? item.contents : `${item.type} · ${item.size}`}
              </span>
              {sharedNote(item)}
            </Link>
            {itemMenu(item, styles.tileMenu)}
          </li>
        ))}
      </ul>
    );

  const trail = contents?.path ?? [];
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{trail.at(-1)?.name ?? t('files.title')}</h1>
          <nav aria-label={t('files.trail')}>
            <ol className={styles.crumbs}>
              <li>
                <Link href={folderHref(null)} aria-current={folderId === null ? 'page' : undefined}>
                  {t('files.title')}
                </Link>
              </li>
              {trail.map((folder, i) => (
                <li key={folder.id}>
                  <Link href={folderHref(folder.id)} aria-current={i === trail.length - 1 ? 'page' : undefined}>
                    {folder.name}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          {contents && !missing ? (
            <p className={styles.muted}>
              {t('files.counts', {
                folders: t('files.folders', { count: contents.folders.length }),
                files: t('files.filesCount', { count: contents.files.length }),
              })}
            </p>
          ) : null}
        </div>
        <ToggleButtonGroup
          aria-label={t('files.view')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[view]}
          onSelectionChange={(keys) => onViewChange([...keys][0] as FileView)}
          className={styles.toggle}
        >
          <ToggleButton id="grid" className={styles.toggleButton} aria-label={t('files.grid')}>
            <Icon name="heroicons_outline:squares-2x2" size={18} />
          </ToggleButton>
          <ToggleButton id="list" className={styles.toggleButton} aria-label={t('files.list')}>
            <Icon name="heroicons_outline:list-bullet" size={18} />
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      {onUpload || onCreateFolder ? (
        <div className={styles.actions}>
          {onUpload ? (
            <FileTrigger allowsMultiple onSelect={(list) => list && onUpload([...list])}>
              <Button icon="heroicons_outline:arrow-up-tray" isDisabled={busy}>
                {busy ? t('files.uploading') : t('files.upload')}
              </Button>
            </FileTrigger>
          ) : null}
          {onCreateFolder ? (
            <form className={styles.newFolder} onSubmit={createFolder}>
              <TextField label={t('files.newFolderName')} value={folderName} onChange={setFolderName} maxLength={120} />
              <Button type="submit" variant="secondary" icon="heroicons_outline:folder-plus" isDisabled={busy}>
                {t('files.newFolder')}
              </Button>
            </form>
          ) : null}
          <p className={styles.muted}>{t('files.limits')}</p>
        </div>
      ) : null}
      {actionError ? (
        <p role="alert" className={styles.actionError}>
          {actionError}
        </p>
      ) : null}
      <div className={selected ? `${styles.body} ${styles.withDetails}` : styles.body}>
        {onUpload ? (
          <DropZone
            className={styles.drop}
            aria-label={t('files.dropHere')}
            getDropOperation={() => 'copy'}
            onDrop={async (event) => {
              const files: File[] = [];
              for (const item of event.items) if (item.kind === 'file') files.push(await item.getFile());
              if (files.length) onUpload(files);
            }}
          >
            <div className={styles.main}>{body}</div>
          </DropZone>
        ) : (
          <div className={styles.main}>{body}</div>
        )}
        {selected ? (
          <aside className={styles.details} aria-label={t('files.detailsOf', { name: selected.name })}>
            <div className={styles.detailsHeader}>
              <h2 className={styles.detailsTitle}>{selected.name}</h2>
              <Link href={closeHref} aria-label={t('common.close')} className={styles.close}>
                <Icon name="heroicons_outline:x-mark" size={20} />
              </Link>
            </div>
            {preview?.kind === 'image' ? (
              <img
                className={styles.previewImage}
                src={preview.url}
                alt={t('files.previewOf', { name: selected.name })}
              />
            ) : preview?.kind === 'pdf' ? (
              <object
                className={styles.previewPdf}
                data={preview.url}
                type="application/pdf"
                aria-label={t('files.previewOf', { name: selected.name })}
              >
                <p className={styles.muted}>{t('files.noPreview')}</p>
              </object>
            ) : (
              <div className={styles.preview} aria-hidden="true">
                <Icon name={fileIcons[selected.type]} size={56} />
              </div>
            )}
            <div className={styles.detailActions}>
              {onDownload && selected.hasContent !== false ? (
                <Button
                  variant="secondary"
                  icon="heroicons_outline:arrow-down-tray"
                  onPress={() => onDownload(selected)}
                >
                  {t('files.download')}
                </Button>
              ) : null}
              {actionsOf(selected)
                .filter((action) => action !== 'download' && action !== 'delete')
                .map((action) => (
                  <Button
                    key={action}
                    variant="secondary"
                    icon={actionIcons[action]}
                    onPress={() => act(action, selected)}
                  >
                    {actionLabel(action)}
                  </Button>
                ))}
              {onDelete && selected.mayEdit ? (
                confirming === selected.id ? (
                  <>
                    <span>{t('files.deleteConfirm', { name: selected.name })}</span>
                    <Button variant="danger" onPress={() => (setConfirming(null), onDelete(selected))}>
                      {t('files.delete')}
                    </Button>
                    <Button variant="secondary" onPress={() => setConfirming(null)}>
                      {t('common.cancel')}
                    </Button>
                  </>
                ) : (
                  <Button variant="secondary" icon="heroicons_outline:trash" onPress={() => setConfirming(selected.id)}>
                    {t('files.delete')}
                  </Button>
                )
              ) : null}
            </div>
            <dl className={styles.facts}>
              {(
                [
                  [t('files.type'), kind(selected)],
                  [t('files.size'), selected.size],
                  [t('files.createdBy'), selected.createdBy],
                  [t('files.created'), format.day(selected.createdAt)],
                  [t('files.modified'), format.day(selected.modifiedAt)],
                  [t('files.sharing'), sharingOf(selected)],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className={styles.fact}>
                  <dt className={styles.muted}>{term}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
            {selected.description ? <p className={styles.description}>{selected.description}</p> : null}
          </aside>
        ) : null}
      </div>
      {dialog?.action === 'rename' && onRename ? (
        <RenameDialog item={dialog.item} onClose={closeDialog} onRename={onRename} />
      ) : null}
      {dialog?.action === 'move' && onMove ? (
        <MoveDialog item={dialog.item} onClose={closeDialog} onMove={onMove} folders={moveTargets} />
      ) : null}
      {dialog?.action === 'share' && onShare ? (
        <ShareDialog item={dialog.item} onClose={closeDialog} onShare={onShare} colleagues={colleagues} />
      ) : null}
      {dialog?.action === 'delete' && onDelete ? (
        <ConfirmationDialog
          isOpen
          onOpenChange={(open) => (open ? undefined : closeDialog())}
          title={t('files.deleteConfirm', { name: dialog.item.name })}
          message={dialog.item.type === 'folder' ? t('files.deleteFolderHint') : t('files.deleteHint')}
          confirmLabel={t('files.delete')}
          onConfirm={() => (closeDialog(), onDelete(dialog.item))}
        />
      ) : null}
    </div>
  );
}
