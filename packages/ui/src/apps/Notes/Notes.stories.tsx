import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Note, Tag } from '@courier/domain';
import { LabelsDialog } from '../shared/LabelsDialog';
import { NoteEditor, NotesView, type NoteChange, type NotesFilter } from './Notes';
import { afterShowcase, notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { storyFormat } from '../../testing/format';

const startLabels: Tag[] = [
  { id: 'nlb_1', title: 'Work' },
  { id: 'nlb_2', title: 'Personal' },
];
const note = (n: number, extra: Partial<Note>): Note => ({
  id: `nte_${n}`,
  title: '',
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  createdAt: `2026-11-${String(20 - n).padStart(2, '0')}T09:00:00.000Z`,
  updatedAt: null,
  ...extra,
});
const sample: Note[] = [
  note(1, { title: 'Call the Bursa branch', content: 'About the new opening hours on Saturday.', labels: ['nlb_1'] }),
  note(2, {
    title: 'Depot supplies',
    tasks: [
      { id: 't1', content: 'Packing tape', completed: true },
      { id: 't2', content: 'Label rolls', completed: false },
    ],
    labels: ['nlb_1'],
  }),
  note(3, { content: 'Ask finance about the COD remittance schedule.' }),
  note(4, { title: 'Birthday', content: 'Selin – Friday', reminder: '2026-11-27T06:00:00.000Z', labels: ['nlb_2'] }),
  note(5, { title: 'Holiday plan', content: 'Week 32', archived: true }),
];

interface LiveProps {
  initial?: Note[] | null;
  filter?: NotesFilter;
  onToggleTask: (noteId: string, taskId: string, completed: boolean) => void;
  onSave: (id: string | null, change: NoteChange) => void;
  onDelete: (id: string) => void;
  onCreateLabel: (title: string) => void;
  onRenameLabel: (id: string, title: string) => void;
  onDeleteLabel: (id: string) => void;
}

/** The board as the app keeps it: the notes, the labels, the open note and the search live in the story. */
function LiveNotes({ initial = sample, filter = { kind: 'notes' }, ...spy }: LiveProps) {
  const [notes, setNotes] = useState(initial ?? undefined);
  const [labels, setLabels] = useState(startLabels);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Note | 'new' | 'labels' | null>(null);
  const update = (id: string, change: Partial<Note>) =>
    setNotes((all) => all?.map((x) => (x.id === id ? { ...x, ...change } : x)));
  let dialog;
  if (open === 'labels')
    dialog = (
      <LabelsDialog
        title={t('notes.editLabels')}
        labels={labels}
        onClose={() => setOpen(null)}
        onCreate={(title) => (
          spy.onCreateLabel(title),
          setLabels((all) => [...all, { id: `nlb_${all.length + 1}`, title }])
        )}
        onRename={(label, title) => (
          spy.onRenameLabel(label.id, title),
          setLabels((all) => all.map((l) => (l.id === label.id ? { ...l, title } : l)))
        )}
        onDelete={(label) => (spy.onDeleteLabel(label.id), setLabels((all) => all.filter((l) => l.id !== label.id)))}
      />
    );
  else if (open)
    dialog = (
      <NoteEditor
        note={open === 'new' ? null : open}
        labels={labels}
        onClose={() => setOpen(null)}
        onSave={async (change) => {
          spy.onSave(open === 'new' ? null : open.id, change);
          if (open === 'new') setNotes((all) => [note(9, change), ...(all ?? [])]);
          else update(open.id, change);
        }}
        onDelete={
          open === 'new'
            ? undefined
            : () => (spy.onDelete(open.id), setOpen(null), setNotes((all) => all?.filter((x) => x.id !== open.id)))
        }
      />
    );
  return (
    <NotesView
      notes={notes}
      labels={labels}
      filter={filter}
      filterHref={(f) => `#${f.kind === 'label' ? f.labelId : f.kind}`}
      query={query}
      onQueryChange={setQuery}
      onOpen={setOpen}
      onNew={() => setOpen('new')}
      onToggleTask={(n, taskId, completed) => (
        spy.onToggleTask(n.id, taskId, completed),
        update(n.id, { tasks: n.tasks!.map((x) => (x.id === taskId ? { ...x, completed } : x)) })
      )}
      onEditLabels={() => setOpen('labels')}
      dialog={dialog}
    />
  );
}

const meta = {
  title: 'Apps/Notes',
  tags: ['autodocs'],
  component: LiveNotes,
  args: {
    onToggleTask: fn(),
    onSave: fn(),
    onDelete: fn(),
    onCreateLabel: fn(),
    onRenameLabel: fn(),
    onDeleteLabel: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LiveNotes>;
export default meta;
type Story = StoryObj<typeof meta>;

const board = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('list', { name }));
/** The notes on a board (its own items, not their checklists' lines). */
const notesOn = (canvas: HTMLElement, name: string) => {
  const list = within(canvas).getByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
};

/** The notes in use as a board; the side list counts each view and label; a checklist line is ticked in place. */
export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    const views = within(canvas.getByRole('navigation', { name: t('notes.views') }));
    await expect(views.getByRole('link', { name: `${t('notes.all')} 4` })).toHaveAttribute('aria-current', 'page');
    await expect(views.getByRole('link', { name: `${t('notes.reminders')} 1` })).toBeVisible();
    await expect(views.getByRole('link', { name: `${t('notes.archive')} 1` })).toHaveAttribute('href', '#archive');
    await expect(views.getByRole('link', { name: 'Work 2' })).toHaveAttribute('href', '#nlb_1');
    const notes = board(canvasElement, t('notes.all'));
    await expect(notesOn(canvasElement, t('notes.all'))).toHaveLength(4);
    await expect(notes.getByRole('button', { name: 'Ask finance about the COD remittance schedule.' })).toBeVisible();
    await expect(notes.getByText(storyFormat().day('2026-11-27'))).toBeVisible();
    await expect(canvas.getByRole('list', { name: t('notes.checklistOf', { title: 'Depot supplies' }) })).toBeVisible();
  },
};

export const TickAChecklistItem: Story = {
  tags: ['interaction'],
  ...afterShowcase(Full, async ({ canvas, args }) => {
    const checklist = within(canvas.getByRole('list', { name: t('notes.checklistOf', { title: 'Depot supplies' }) }));
    await userEvent.click(checklist.getByText('Label rolls'));
    await expect(args.onToggleTask).toHaveBeenCalledWith('nte_2', 't2', true);
    await expect(checklist.getByRole('checkbox', { name: 'Label rolls' })).toBeChecked();
  }),
  name: 'Tick a checklist item',
};

/** A search looks in titles, text and checklists, Turkish letters alike, and marks what it found. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('notes.search') }), 'tape');
    await expect(notesOn(canvasElement, t('notes.all'))).toHaveLength(1);
    await expect(canvas.getByText('tape', { selector: 'mark' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: t('notes.search') }));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('notes.search') }), 'nothing like it');
    await expect(canvas.getByText(t('notes.noMatch', { query: 'nothing like it' }))).toBeVisible();
  },
};

export const Archive: Story = {
  args: { filter: { kind: 'archive' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: `${t('notes.archive')} 1` })).toHaveAttribute('aria-current', 'page');
    await expect(notesOn(canvasElement, t('notes.archive')).map((item) => item.textContent)).toEqual([
      'Holiday planWeek 32',
    ]);
  },
};

export const OneLabel: Story = {
  name: 'One label',
  args: { filter: { kind: 'label', labelId: 'nlb_2' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Personal 1' })).toHaveAttribute('aria-current', 'page');
    await expect(notesOn(canvasElement, 'Personal')).toHaveLength(1);
  },
};

/** A note edited: title, a checklist line added with Enter and one ticked, a label, a reminder day, archived. */
export const EditNote: Story = {
  name: 'Edit note',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Depot supplies' }));
    const dialog = within(await body.findByRole('dialog', { name: t('notes.edit') }));
    const title = dialog.getByRole('textbox', { name: t('notes.noteTitle') });
    await userEvent.clear(title);
    await userEvent.type(title, 'Depot supplies for December');
    await userEvent.type(dialog.getByRole('textbox', { name: t('notes.newTask') }), 'Scanner batteries{Enter}');
    await expect(dialog.getByRole('textbox', { name: t('notes.task', { n: '3' }) })).toHaveValue('Scanner batteries');
    await userEvent.click(dialog.getByRole('checkbox', { name: t('notes.taskDone', { n: '2' }) }));
    await userEvent.click(dialog.getByRole('button', { name: t('notes.removeTask', { n: '1' }) }));
    await userEvent.click(dialog.getByText('Personal'));
    await userEvent.click(dialog.getByText(t('notes.archived')));
    await userEvent.click(dialog.getByRole('button', { name: t('common.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith('nte_2', {
        title: 'Depot supplies for December',
        content: '',
        tasks: [
          { id: 't2', content: 'Label rolls', completed: true },
          { id: 'ntk_3', content: 'Scanner batteries', completed: false },
        ],
        labels: ['nlb_1', 'nlb_2'],
        reminder: null,
        archived: true,
      }),
    );
    // Archived: it leaves the notes in use.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).queryByRole('button', { name: /Depot supplies/ })).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: `${t('notes.archive')} 2` })).toBeVisible();
  },
};

/** A new note with nothing in it is refused on its text; with text it is saved and shown first. */
export const NewNote: Story = {
  name: 'New note',
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('notes.new') }));
    const dialog = within(await body.findByRole('dialog', { name: t('notes.new') }));
    await userEvent.click(dialog.getByRole('button', { name: t('common.save') }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: t('notes.content') })).toHaveAccessibleDescription(
        expect.stringContaining(t('form.errors.required')),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: t('notes.content') }), 'Order winter tyres for the vans');
    await userEvent.click(dialog.getByRole('button', { name: t('common.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(null, {
        title: '',
        content: 'Order winter tyres for the vans',
        tasks: null,
        labels: [],
        reminder: null,
        archived: false,
      }),
    );
    await waitFor(() =>
      expect(notesOn(canvasElement, t('notes.all'))[0]).toHaveTextContent('Order winter tyres for the vans'),
    );
  },
};

export const DeleteNote: Story = {
  name: 'Delete note',
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Birthday/ }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: t('notes.edit') })).getByRole('button', {
        name: t('notes.delete'),
      }),
    );
    await userEvent.click(
      within(await body.findByRole('alertdialog', { name: t('notes.deleteTitle') })).getByRole('button', {
        name: t('notes.delete'),
      }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('nte_4');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Birthday/ })).toBeNull());
  },
};

/** Labels made (an empty or a taken name refused), renamed with Enter and deleted. */
export const EditLabels: Story = {
  name: 'Edit labels',
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('notes.editLabels') }));
    const dialog = within(await body.findByRole('dialog', { name: t('notes.editLabels') }));
    const field = dialog.getByRole('textbox', { name: t('appLabels.newLabel') });
    await userEvent.click(dialog.getByRole('button', { name: t('appLabels.add') }));
    await expect(field).toHaveAccessibleDescription(t('form.errors.required'));
    await userEvent.type(field, 'work{Enter}');
    await expect(field).toHaveAccessibleDescription(t('form.errors.taken'));
    await userEvent.clear(field);
    await userEvent.type(field, 'Depot{Enter}');
    await expect(args.onCreateLabel).toHaveBeenCalledWith('Depot');
    const personal = dialog.getByRole('textbox', { name: t('appLabels.labelName', { title: 'Personal' }) });
    await userEvent.clear(personal);
    await userEvent.type(personal, 'Home{Enter}');
    await expect(args.onRenameLabel).toHaveBeenCalledWith('nlb_2', 'Home');
    await userEvent.click(dialog.getByRole('button', { name: t('appLabels.deleteLabel', { title: 'Work' }) }));
    await expect(args.onDeleteLabel).toHaveBeenCalledWith('nlb_1');
    await userEvent.click(dialog.getAllByRole('button', { name: t('common.close') }).at(-1)!);
    await expect(canvas.getByRole('link', { name: /^Depot/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Home/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { initial: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(t('notes.loading'))).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('notes.empty'))).toBeVisible();
  },
};

export const Failed: StoryObj<typeof NotesView> = {
  render: (args) => <NotesView {...args} />,
  args: {
    notes: undefined,
    labels: startLabels,
    error: 'The server did not answer (503)',
    onRetry: fn(),
    filter: { kind: 'notes' },
    filterHref: () => '#',
    query: '',
    onQueryChange: fn(),
    onOpen: fn(),
    onNew: fn(),
    onToggleTask: fn(),
    onEditLabels: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('notes.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long titles, text and checklist lines wrap inside their note; nothing runs out of the page. */
export const LongText: Story = {
  name: 'Long text',
  args: {
    initial: [
      note(1, {
        title: 'A title that goes on and on about the Hadımköy depot '.repeat(3),
        content: 'Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n'.repeat(
          12,
        ),
        tasks: [
          {
            id: 't1',
            content: 'Bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
            completed: false,
          },
        ],
      }),
      ...sample,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notlar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hatırlatıcılar 1' })).toBeVisible();
    await expect(canvas.getByText('27 Kas 2026')).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Depot supplies' })).toBeVisible();
  },
};
