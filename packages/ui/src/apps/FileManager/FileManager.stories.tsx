import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FileItem } from '@courier/domain';
import { FileManagerView, type FileManagerViewProps, type FileView, type FolderContents } from './FileManager';
import { notCaptured, inTurkish } from '../../testing/modes';
import { settled } from '../../testing/motion';

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
    const trail = within(canvas.getByRole('navigation', { name: 'Folders' })).getAllByRole('link');
    await expect(trail.map((a) => a.textContent)).toEqual(['File manager', 'Operations']);
    await expect(trail[1]).toHaveAttribute('aria-current', 'page');
    const items = within(canvas.getByRole('list', { name: 'Folders and files' })).getAllByRole('link');
    await expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '#folder/fld_4',
      '#file/fil_5',
      '#file/fil_6',
      '#file/fil_7',
    ]);
    await expect(canvas.getByText('1 folder, 3 files')).toBeVisible();
  },
};

/** The list view: a table (sortable by name, type, date and author); a row opens by a click or Enter. */
export const List: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    const table = canvas.getByRole('table', { name: 'Folders and files' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await userEvent.click(within(table).getByRole('row', { name: /Returns procedure/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'fil_7' }));
  },
};

/** A file's details beside the folder. */
export const Details: Story = {
  args: { selectedId: 'fil_7' },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('complementary', { name: 'Details of Returns procedure' });
    await expect(details).toHaveTextContent('How a return goes back to its sender.');
    await expect(details).toHaveTextContent('Ayşe Yılmaz');
    await expect(within(details).getByRole('link', { name: 'Close' })).toHaveAttribute('href', '#folder/fld_2');
    await expect(canvas.getByRole('link', { name: /Returns procedure/ })).toHaveAttribute('aria-current', 'true');
  },
};

export const EmptyFolder: Story = {
  name: 'Empty folder',
  args: { contents: { ...operations, folders: [], files: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This folder is empty')).toBeVisible();
  },
};

/** An address naming no folder says so and leads back to the top. */
export const FolderNotFound: Story = {
  name: 'Folder not found',
  args: { contents: { folders: [], files: [], path: [] }, folderId: 'fld_404' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Folder not found')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'File manager' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { contents: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the folder' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { contents: undefined, error: 'The server did not answer (503)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The folder could not be loaded');
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
    await expect(canvas.getByRole('button', { name: 'Upload files' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rename' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move to…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions for Returns procedure' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Drop files here to upload them' })).toBeInTheDocument();
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

    await userEvent.type(canvas.getByRole('textbox', { name: 'Folder name' }), 'Receipts');
    await userEvent.click(canvas.getByRole('button', { name: 'New folder' }));
    await expect(args.onCreateFolder).toHaveBeenCalledWith('Receipts');
    await expect(canvas.getByRole('textbox', { name: 'Folder name' })).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'fil_7' }));

    // Delete asks first; cancelling deletes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByText('Delete Returns procedure?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
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
    await expect(canvas.queryByRole('button', { name: 'Upload files' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
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
    await expect(canvas.getByRole('img', { name: 'Preview of Bursa branch.png' })).toBeVisible();
  },
};

export const EditableTurkish: Story = {
  name: 'Editable Turkish',
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
    const details = canvas.getByRole('complementary', { name: 'Details of March invoices' });
    await expect(details).toHaveTextContent('SharingMehmet Demir, Zeynep Kaya');
    await expect(within(details).getByRole('button', { name: 'Share' })).toBeVisible();
    const tiles = canvas.getByRole('list', { name: 'Folders and files' });
    await expect(within(tiles).getByRole('link', { name: /March invoices/ })).toHaveTextContent('Shared with 2');
    await expect(within(tiles).getByRole('link', { name: /Depot lease/ })).toHaveTextContent('Shared with you');
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
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await settled(page.findByRole('dialog', { name: 'Rename March invoices' }));
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(field).toHaveValue('March invoices');
    await userEvent.clear(field);
    await userEvent.type(field, 'Fuel receipts{Enter}');
    await expect(await within(dialog).findByText('That name is taken in this folder')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'March 2026 invoices');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onRename).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'fil_20' }),
      'March 2026 invoices',
    );
    // A folder is renamed from its tile's menu.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for 2026' }));
    await userEvent.click(await settled(page.findByRole('menuitem', { name: 'Rename' })));
    // Left open: axe checks the dialog too.
    await expect(await settled(page.findByRole('dialog', { name: 'Rename 2026' }))).toBeVisible();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Move to…' }));
    const dialog = await settled(page.findByRole('dialog', { name: 'Move March invoices to…' }));
    const list = within(dialog).getByRole('listbox', { name: 'Folders it can move to' });
    const options = within(list).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Top level',
      'InvoicesWhere it is now',
      'Invoices / 2026',
      'Receipts',
    ]);
    await expect(options[1]).toHaveAttribute('aria-disabled', 'true');
    const move = within(dialog).getByRole('button', { name: 'Move here' });
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
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for 2026' }));
    await userEvent.click(await settled(page.findByRole('menuitem', { name: 'Move to…' })));
    const folderDialog = await settled(page.findByRole('dialog', { name: 'Move 2026 to…' }));
    await expect(
      within(folderDialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Top level', 'InvoicesWhere it is now', 'Receipts']);
  },
};

/** Sharing a file: a colleague added from the list, another taken off, the whole list saved. */
export const Share: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: ownArgs,
  play: async ({ canvas, args }) => {
    // A file shared with the user is his to download, not to change or share.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Depot lease' }));
    const menu = await settled(page.findByRole('menu'));
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((x) => x.textContent),
    ).toEqual(['Download']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const dialog = await settled(page.findByRole('dialog', { name: 'Share March invoices' }));
    const people = within(dialog).getByRole('list', { name: 'Shared with' });
    await expect(
      within(people)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MDMehmet Demir', 'ZKZeynep Kaya']);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add a colleague' }), 'Ali');
    await userEvent.click(await settled(page.findByRole('option', { name: 'Ali Vural' })));
    await expect(within(people).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByRole('combobox', { name: 'Add a colleague' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing with Mehmet Demir' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const dialog = await settled(page.findByRole('dialog', { name: 'Share March invoices' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing with Mehmet Demir' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing with Zeynep Kaya' }));
    await expect(dialog).toHaveTextContent('Not shared: only you see it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onShare).toHaveBeenCalledWith(expect.objectContaining({ id: 'fil_20' }), []));

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for 2026' }));
    const menu = await settled(page.findByRole('menu'));
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((x) => x.textContent),
    ).toEqual(['Rename', 'Move to…', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const question = await settled(page.findByRole('alertdialog', { name: 'Delete 2026?' }));
    await expect(question).toHaveTextContent('Everything in it is deleted too.');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'fld_10' }));
  },
};

export const SharingTurkish: Story = {
  name: 'Sharing Turkish',
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
