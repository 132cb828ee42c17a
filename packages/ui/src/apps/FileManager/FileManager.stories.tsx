import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FileItem } from '@courier/domain';
import { FileManagerView, type FileManagerViewProps, type FileView, type FolderContents } from './FileManager';
import { notCaptured, inTurkish } from '../../testing/modes';
import { settled } from '../../testing/motion';
import { t } from '../../testing/t';

const at = '2026-11-10T09:00:00.000Z';
const item = (id: string, name: string, type: FileItem['type'], extra: Partial<FileItem> = {}): FileItem => ({
  id,
  folderId: 'fld_2',
  name,
  createdBy: 'Ayşe Yılmaz',
  createdAt: at,
  modifiedAt: '2026-11-18T09:00:00.000Z',
  size: type === 'folder' ? '-' : '240 KB',
  type,
  contents: null,
  description: null,
  ...extra,
});
const operations: FolderContents = {
  path: [item('fld_2', 'Operations', 'folder', { folderId: null, contents: '5 files' })],
  folders: [item('fld_4', 'Safety', 'folder', { contents: '2 files', description: 'Safety instructions' })],
  files: [
    item('fil_5', 'Hub opening checklist', 'DOC'),
    item('fil_6', 'Line-haul timetable', 'XLS', { size: '88 KB' }),
    item('fil_7', 'Returns procedure', 'PDF', { description: 'How a return goes back to its sender.' }),
  ],
};

/** The view as the app keeps it: the chosen view lives in the story; links are hashes. */
function LiveFiles({
  contents,
  folderId = 'fld_2',
  selectedId,
  onOpen,
  error,
  ...actions
}: {
  contents: FolderContents | undefined;
  folderId?: string | null;
  selectedId?: string;
  onOpen: (item: FileItem) => void;
  error?: string;
} & Pick<
  FileManagerViewProps,
  | 'onUpload'
  | 'onCreateFolder'
  | 'onDownload'
  | 'onDelete'
  | 'preview'
  | 'actionError'
  | 'busy'
  | 'onRename'
  | 'onMove'
  | 'moveTargets'
  | 'onShare'
  | 'colleagues'
>) {
  const [view, setView] = useState<FileView>('grid');
  return (
    <FileManagerView
      contents={contents}
      folderId={folderId}
      error={error}
      onRetry={fn()}
      view={view}
      onViewChange={setView}
      folderHref={(id) => (id ? `#folder/${id}` : '#files')}
      itemHref={(x) => (x.type === 'folder' ? `#folder/${x.id}` : `#file/${x.id}`)}
      onOpen={onOpen}
      selectedId={selectedId}
      closeHref="#folder/fld_2"
      {...actions}
    />
  );
}

const meta = {
  title: 'Apps/File manager',
  tags: ['autodocs'],
  component: LiveFiles,
  args: { contents: operations, onOpen: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LiveFiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A folder: the trail back to the top, its folders first, then its files. */
export const Folder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: t('files.trail') })).getAllByRole('link');
    await expect(trail.map((a) => a.textContent)).toEqual([t('files.title'), 'Operations']);
    await expect(trail[1]).toHaveAttribute('aria-current', 'page');
    const items = within(canvas.getByRole('list', { name: t('files.items') })).getAllByRole('link');
    await expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '#folder/fld_4',
      '#file/fil_5',
      '#file/fil_6',
      '#file/fil_7',
    ]);
    await expect(
      canvas.getByText(
        t('files.counts', { folders: t('files.folders', { count: 1 }), files: t('files.filesCount', { count: 3 }) }),
      ),
    ).toBeVisible();
  },
};

/** The list view: a table (sortable by name, type, date and author); a row opens by a click or Enter. */
export const List: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: t('files.list') }));
    const table = canvas.getByRole('table', { name: t('files.items') });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await userEvent.click(within(table).getByRole('row', { name: /Returns procedure/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'fil_7' }));
  },
};

/** A file's details beside the folder. */
export const Details: Story = {
  args: { selectedId: 'fil_7' },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('complementary', { name: t('files.detailsOf', { name: 'Returns procedure' }) });
    await expect(details).toHaveTextContent('How a return goes back to its sender.');
    await expect(details).toHaveTextContent('Ayşe Yılmaz');
    await expect(within(details).getByRole('link', { name: t('common.close') })).toHaveAttribute(
      'href',
      '#folder/fld_2',
    );
    await expect(canvas.getByRole('link', { name: /Returns procedure/ })).toHaveAttribute('aria-current', 'true');
  },
};

export const EmptyFolder: Story = {
  name: 'Empty folder',
  args: { contents: { ...operations, folders: [], files: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('files.empty'))).toBeVisible();
  },
};

/** An address naming no folder says so and leads back to the top. */
export const FolderNotFound: Story = {
  name: 'Folder not found',
  args: { contents: { folders: [], files: [], path: [] }, folderId: 'fld_404' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('files.noFolder'))).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t('files.title') })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { contents: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('files.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { contents: undefined, error: 'The server did not answer (503)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('files.error'));
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    contents: {
      ...operations,
      files: [
        item('fil_9', `${'Very long file name '.repeat(6)}${'X'.repeat(80)}`, 'PDF', { description: 'D'.repeat(300) }),
      ],
    },
    selectedId: 'fil_9',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Phone: Story = {
  args: { selectedId: 'fil_7' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('complementary')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Klasörler' })).toBeVisible();
    await expect(canvas.getByText('1 klasör, 3 dosya')).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { selectedId: 'fil_7' },
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toBeVisible();
  },
};

/** One's own folder: upload (choose or drop), a new folder, and a file's download and delete. */
const ownFolder: FolderContents = {
  ...operations,
  path: [item('fld_9', 'Invoices', 'folder', { folderId: null, mayEdit: true, ownerId: 'usr_1' })],
  files: operations.files.map((f) => ({ ...f, mayEdit: true, hasContent: true, ownerId: 'usr_1' })),
};
const actionArgs = {
  contents: ownFolder,
  selectedId: 'fil_7',
  onUpload: fn(),
  onCreateFolder: fn(),
  onDownload: fn(),
  onDelete: fn(),
  onRename: fn(() => Promise.resolve()),
  onMove: fn(() => Promise.resolve()),
  onShare: fn(() => Promise.resolve()),
};

export const Editable: Story = {
  args: actionArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('files.upload') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('files.download') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('files.delete') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('files.rename') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('files.move') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('files.actionsOf', { name: 'Returns procedure' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('files.dropHere') })).toBeInTheDocument();
  },
};

export const EditableActions: Story = {
  name: 'Editable actions',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: actionArgs,
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['%PDF-1.4'], 'March.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onUpload).toHaveBeenCalledWith([file]);

    await userEvent.type(canvas.getByRole('textbox', { name: t('files.newFolderName') }), 'Receipts');
    await userEvent.click(canvas.getByRole('button', { name: t('files.newFolder') }));
    await expect(args.onCreateFolder).toHaveBeenCalledWith('Receipts');
    await expect(canvas.getByRole('textbox', { name: t('files.newFolderName') })).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: t('files.download') }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'fil_7' }));

    // Delete asks first; cancelling deletes nothing.
    await userEvent.click(canvas.getByRole('button', { name: t('files.delete') }));
    await expect(canvas.getByText(t('files.deleteConfirm', { name: 'Returns procedure' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.cancel') }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('files.delete') }));
    await userEvent.click(canvas.getByRole('button', { name: t('files.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'fil_7' }));
  },
};

/** A file one may only read (shared, or the company's): a download, no delete; no upload where one may not add. */
export const ReadOnlyFile: Story = {
  name: 'Read only file',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { ...actionArgs, contents: operations, onUpload: undefined, onCreateFolder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('files.upload') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('files.delete') })).toBeNull();
  },
};

/** An image's preview, from bytes the app turned into a blob address (a data address here). */
export const ImagePreview: Story = {
  name: 'Image preview',
  args: {
    ...actionArgs,
    contents: {
      ...ownFolder,
      files: [...ownFolder.files, item('fil_12', 'Bursa branch.png', 'PNG', { hasContent: true, mayEdit: true })],
    },
    selectedId: 'fil_12',
    preview: {
      kind: 'image',
      url: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4AWL6z8DwH4aZGJAAAAAA//+GpNPhAAAABklEQVQDAHTzBf+1yIrkAAAAAElFTkSuQmCC',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: t('files.previewOf', { name: 'Bursa branch.png' }) })).toBeVisible();
  },
};

export const EditableTurkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { ...actionArgs, actionError: 'March.pdf yüklenmedi: dosya çok büyük' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dosya yükle' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'İndir' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yeni klasör' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yeniden adlandır' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Taşı…' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('March.pdf yüklenmedi');
  },
};

/**
 * One's own folder with one's own files (one shared with two colleagues, one a colleague shared
 * with the user), the folders they may move into, and the colleagues to share with.
 */
const mine = (id: string, name: string, type: FileItem['type'], extra: Partial<FileItem> = {}) =>
  item(id, name, type, { folderId: 'fld_9', ownerId: 'usr_1', mayEdit: true, hasContent: true, ...extra });
const invoices: FolderContents = {
  path: [mine('fld_9', 'Invoices', 'folder', { folderId: null, contents: '3 files' })],
  folders: [mine('fld_10', '2026', 'folder', { contents: '2 files' })],
  files: [
    mine('fil_20', 'March invoices', 'XLS', { sharedWith: ['usr_2', 'usr_3'] }),
    mine('fil_21', 'Fuel receipts', 'PDF'),
    mine('fil_22', 'Depot lease', 'PDF', { ownerId: 'usr_4', mayEdit: false, createdBy: 'Ali Vural' }),
  ],
};
const moveTargets: FileItem[] = [
  invoices.path[0]!,
  invoices.folders[0]!,
  mine('fld_11', 'Receipts', 'folder', { folderId: null }),
  // The company's folders are where the company's entries move, never one's own.
  item('fld_2', 'Operations', 'folder', { folderId: null, ownerId: null, mayEdit: true }),
];
const colleagues = [
  { id: 'usr_2', name: 'Mehmet Demir' },
  { id: 'usr_3', name: 'Zeynep Kaya' },
  { id: 'usr_4', name: 'Ali Vural' },
];
const ownArgs = { ...actionArgs, contents: invoices, moveTargets, colleagues, selectedId: 'fil_20' };
const page = within(document.body);

/** Sharing as the tiles and a file's details say it: by the user with two, with the user by a colleague. */
export const Sharing: Story = {
  args: ownArgs,
  play: async ({ canvas }) => {
    const details = canvas.getByRole('complementary', { name: t('files.detailsOf', { name: 'March invoices' }) });
    await expect(details).toHaveTextContent(`${t('files.sharing')}Mehmet Demir, Zeynep Kaya`);
    await expect(within(details).getByRole('button', { name: t('files.share') })).toBeVisible();
    const tiles = canvas.getByRole('list', { name: t('files.items') });
    await expect(within(tiles).getByRole('link', { name: /March invoices/ })).toHaveTextContent(
      t('files.sharedWithCount', { count: 2 }),
    );
    await expect(within(tiles).getByRole('link', { name: /Depot lease/ })).toHaveTextContent(t('files.shared'));
  },
};

/** A rename from a file's details: a name taken in the folder is refused under the field, another is taken. */
export const Rename: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: {
    ...ownArgs,
    onRename: fn(async (_item: FileItem, name: string) => {
      if (name === 'Fuel receipts') throw new Error('That name is taken in this folder');
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('files.rename') }));
    const dialog = await settled(
      page.findByRole('dialog', { name: t('files.renameTitle', { name: 'March invoices' }) }),
    );
    const field = within(dialog).getByRole('textbox', { name: t('files.name') });
    await expect(field).toHaveValue('March invoices');
    await userEvent.clear(field);
    await userEvent.type(field, 'Fuel receipts{Enter}');
    // The server's own words, as it sent them.
    await expect(await within(dialog).findByText('That name is taken in this folder')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'March 2026 invoices');
    await userEvent.click(within(dialog).getByRole('button', { name: t('files.rename') }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onRename).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'fil_20' }),
      'March 2026 invoices',
    );
    // A folder is renamed from its tile's menu.
    await userEvent.click(canvas.getByRole('button', { name: t('files.actionsOf', { name: '2026' }) }));
    await userEvent.click(await settled(page.findByRole('menuitem', { name: t('files.rename') })));
    // Left open: axe checks the dialog too.
    await expect(
      await settled(page.findByRole('dialog', { name: t('files.renameTitle', { name: '2026' }) })),
    ).toBeVisible();
  },
};

/**
 * Moving: the top level and one's own folders by their paths, where the entry is now not
 * choosable, a folder never into itself, the company's folders not offered for one's own.
 */
export const Move: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: {
    ...ownArgs,
    onMove: fn(async (_item: FileItem, folderId: string | null) => {
      if (folderId === null) throw new Error('The server did not answer (503)');
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('files.move') }));
    const dialog = await settled(page.findByRole('dialog', { name: t('files.moveTitle', { name: 'March invoices' }) }));
    const list = within(dialog).getByRole('listbox', { name: t('files.destinations') });
    const options = within(list).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      t('files.topLevel'),
      `Invoices${t('files.currentPlace')}`,
      'Invoices / 2026',
      'Receipts',
    ]);
    await expect(options[1]).toHaveAttribute('aria-disabled', 'true');
    const move = within(dialog).getByRole('button', { name: t('files.moveHere') });
    await expect(move).toBeDisabled();
    // A refusal stays in the dialog, which stays open.
    await userEvent.click(options[0]!);
    await userEvent.click(move);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server did not answer (503)');
    await userEvent.click(within(list).getByRole('option', { name: 'Receipts' }));
    await userEvent.click(move);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onMove).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'fil_20' }), 'fld_11');

    // A folder's move leaves out the folder itself.
    await userEvent.click(canvas.getByRole('button', { name: t('files.actionsOf', { name: '2026' }) }));
    await userEvent.click(await settled(page.findByRole('menuitem', { name: t('files.move') })));
    const folderDialog = await settled(page.findByRole('dialog', { name: t('files.moveTitle', { name: '2026' }) }));
    await expect(
      within(folderDialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t('files.topLevel'), `Invoices${t('files.currentPlace')}`, 'Receipts']);
  },
};

/** Sharing a file: a colleague added from the list, another taken off, the whole list saved. */
export const Share: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: ownArgs,
  play: async ({ canvas, args }) => {
    // A file shared with the user is his to download, not to change or share.
    await userEvent.click(canvas.getByRole('button', { name: t('files.actionsOf', { name: 'Depot lease' }) }));
    const menu = await settled(page.findByRole('menu'));
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((x) => x.textContent),
    ).toEqual([t('files.download')]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: t('files.share') }));
    const dialog = await settled(
      page.findByRole('dialog', { name: t('files.shareTitle', { name: 'March invoices' }) }),
    );
    const people = within(dialog).getByRole('list', { name: t('files.sharedWithList') });
    await expect(
      within(people)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MDMehmet Demir', 'ZKZeynep Kaya']);
    await userEvent.type(within(dialog).getByRole('combobox', { name: t('files.addColleague') }), 'Ali');
    await userEvent.click(await settled(page.findByRole('option', { name: 'Ali Vural' })));
    await expect(within(people).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByRole('combobox', { name: t('files.addColleague') })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: t('files.unshare', { name: 'Mehmet Demir' }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onShare).toHaveBeenCalledWith(expect.objectContaining({ id: 'fil_20' }), ['usr_3', 'usr_4']);
  },
};

/** Taking everyone off makes the file private again; a folder is not shared, and is deleted after a question. */
export const UnshareAndDeleteFolder: Story = {
  name: 'Unshare and delete folder',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: ownArgs,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('files.share') }));
    const dialog = await settled(
      page.findByRole('dialog', { name: t('files.shareTitle', { name: 'March invoices' }) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('files.unshare', { name: 'Mehmet Demir' }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('files.unshare', { name: 'Zeynep Kaya' }) }));
    await expect(dialog).toHaveTextContent(t('files.notShared'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(args.onShare).toHaveBeenCalledWith(expect.objectContaining({ id: 'fil_20' }), []));

    await userEvent.click(canvas.getByRole('button', { name: t('files.actionsOf', { name: '2026' }) }));
    const menu = await settled(page.findByRole('menu'));
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((x) => x.textContent),
    ).toEqual([t('files.rename'), t('files.move'), t('files.delete')]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('files.delete') }));
    const question = await settled(
      page.findByRole('alertdialog', { name: t('files.deleteConfirm', { name: '2026' }) }),
    );
    await expect(question).toHaveTextContent(t('files.deleteFolderHint'));
    await userEvent.click(within(question).getByRole('button', { name: t('files.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'fld_10' }));
  },
};

export const SharingTurkish: Story = {
  tags: ['turkish', 'interaction'],
  parameters: notCaptured(inTurkish()),
  globals: { locale: 'tr' },
  args: ownArgs,
  play: async ({ canvas }) => {
    const tiles = canvas.getByRole('list', { name: 'Klasörler ve dosyalar' });
    await expect(within(tiles).getByRole('link', { name: /March invoices/ })).toHaveTextContent('2 kişiyle paylaşıldı');
    await expect(within(tiles).getByRole('link', { name: /Depot lease/ })).toHaveTextContent('Sizinle paylaşıldı');
    await userEvent.click(canvas.getByRole('button', { name: 'Paylaş' }));
    const dialog = await settled(page.findByRole('dialog', { name: 'March invoices paylaşımı' }));
    await expect(within(dialog).getByRole('combobox', { name: 'İş arkadaşı ekle' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Mehmet Demir ile paylaşımı kaldır' })).toBeVisible();
  },
};
