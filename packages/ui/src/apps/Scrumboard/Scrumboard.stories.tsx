import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { scrumboardStep, type Board, type BoardCard, type BoardComment, type CardPlace } from '@courier/domain';
import {
  boardWithPlaces,
  ScrumboardBoard,
  ScrumboardBoards,
  ScrumboardCardEditor,
  type BoardWithLists,
  type CardChange,
  type CardOnBoard,
} from './Scrumboard';
import { notCaptured, inTurkish } from '../../testing/modes';
import { settled } from '../../testing/motion';
import { t, startsWith, endsWith, holding } from '../../testing/t';
import { ariaString } from '../../testing/ariaStrings';
import { storyFormat } from '../../testing/format';

const step = scrumboardStep;
const boards: Board[] = [
  {
    id: 'brd_1',
    title: 'Hub automation',
    description: 'Sorter upgrade at the İstanbul hubs',
    icon: 'heroicons_outline:cog-6-tooth',
    lastActivity: '2026-11-19T09:30:00.000Z',
    members: [
      { id: 'u1', name: 'Ayşe Demir', avatar: null },
      { id: 'u2', name: 'Mehmet Kaya', avatar: null },
    ],
    ownerId: 'u1',
    archived: false,
  },
  {
    id: 'brd_2',
    title: 'Customer portal',
    description: 'Self-service tracking and bookings',
    icon: 'heroicons_outline:globe-alt',
    lastActivity: '2026-11-18T15:05:00.000Z',
    members: [{ id: 'u3', name: 'Zeynep Arslan', avatar: null }],
    ownerId: 'u3',
    archived: false,
  },
  {
    id: 'brd_3',
    title: 'New branches 2027',
    description: '',
    icon: 'heroicons_outline:building-office-2',
    lastActivity: '2026-11-12T11:00:00.000Z',
    members: [],
    ownerId: 'u1',
    archived: false,
  },
];

const card = (id: string, listId: string, n: number, title: string, extra: Partial<CardOnBoard> = {}): CardOnBoard => ({
  id,
  boardId: 'brd_1',
  listId,
  position: n * step,
  title,
  description: null,
  labels: [],
  dueDate: null,
  assigneeId: null,
  checklist: [],
  ...extra,
});
const sample: BoardWithLists = {
  ...boards[0]!,
  mayManage: true,
  labels: [
    { id: 'blb_1', boardId: 'brd_1', title: 'Research' },
    { id: 'blb_2', boardId: 'brd_1', title: 'Urgent' },
  ],
  lists: [
    {
      id: 'todo',
      boardId: 'brd_1',
      position: step,
      title: 'To do',
      cards: [
        card('c1', 'todo', 1, 'Measure the dock doors', {
          labels: ['blb_1'],
          dueDate: '2026-11-18T00:00:00.000Z',
          description: 'Both docks at Hadımköy.',
          assigneeId: 'u2',
          checklist: [
            { id: 'k1', title: 'Measure door 1', done: true },
            { id: 'k2', title: 'Measure door 2', done: false },
          ],
          commentCount: 2,
        }),
        card('c2', 'todo', 2, 'Order the scanners', { labels: ['blb_2'], dueDate: '2026-11-30T00:00:00.000Z' }),
        card('c3', 'todo', 3, 'Train the night shift'),
      ],
    },
    {
      id: 'doing',
      boardId: 'brd_1',
      position: 2 * step,
      title: 'In progress',
      cards: [card('c4', 'doing', 1, 'Test label printing')],
    },
    { id: 'done', boardId: 'brd_1', position: 3 * step, title: 'Done', cards: [] },
  ],
};
const today = '2026-11-20';

interface LiveProps {
  initial?: BoardWithLists | null;
  onMoveCards: (places: CardPlace[]) => void;
  onAddCard: (listId: string, title: string) => void;
  onAddList: (title: string) => void;
  onRenameList: (listId: string, title: string) => void;
  onDeleteList: (listId: string) => void;
  onSaveCard: (id: string, change: CardChange) => void;
  onDeleteCard: (id: string) => void;
  onComment: (cardId: string, text: string) => void;
  onArchive: (archived: boolean) => void;
}

const firstComments: BoardComment[] = [
  {
    id: 'm1',
    cardId: 'c1',
    authorId: 'u2',
    authorName: 'Mehmet Kaya',
    text: 'Door 1 is 3.2 m wide.',
    at: '2026-11-19T08:10:00.000Z',
  },
  {
    id: 'm2',
    cardId: 'c1',
    authorId: 'u1',
    authorName: 'Ayşe Demir',
    text: 'Thanks. <b>Door 2</b> after the night shift, please.',
    at: '2026-11-19T09:00:00.000Z',
  },
];

/** The board as the app keeps it: moves, new cards and lists, and the card editor live in the story. */
function LiveBoard({ initial = sample, ...spy }: LiveProps) {
  const [board, setBoard] = useState(initial ?? undefined);
  const [open, setOpen] = useState<BoardCard | null>(null);
  const [comments, setComments] = useState(firstComments);
  const lists = (change: (l: BoardWithLists['lists']) => BoardWithLists['lists']) =>
    setBoard((b) => b && { ...b, lists: change(b.lists) });
  return (
    <ScrumboardBoard
      board={board}
      boardsHref="#boards"
      today={today}
      onMoveCards={(places) => (spy.onMoveCards(places), setBoard((b) => b && boardWithPlaces(b, places)))}
      onOpenCard={setOpen}
      onAddCard={(list, title) => (
        spy.onAddCard(list.id, title),
        lists((all) =>
          all.map((l) =>
            l.id === list.id ? { ...l, cards: [...l.cards, card(`new-${title}`, l.id, l.cards.length + 1, title)] } : l,
          ),
        )
      )}
      onAddList={(title) => (
        spy.onAddList(title),
        lists((all) => [
          ...all,
          { id: `list-${title}`, boardId: 'brd_1', position: (all.length + 1) * step, title, cards: [] },
        ])
      )}
      onRenameList={(list, title) => (
        spy.onRenameList(list.id, title),
        lists((all) => all.map((l) => (l.id === list.id ? { ...l, title } : l)))
      )}
      onDeleteList={(list) => (spy.onDeleteList(list.id), lists((all) => all.filter((l) => l.id !== list.id)))}
      onArchive={(archived) => (spy.onArchive(archived), setBoard((b) => b && { ...b, archived }))}
      editor={
        open && board ? (
          <ScrumboardCardEditor
            card={open}
            board={board}
            onClose={() => setOpen(null)}
            onSave={async (change) => {
              spy.onSaveCard(open.id, change);
              lists((all) =>
                all.map((l) => ({
                  ...l,
                  cards: l.cards
                    .filter((c) => c.id !== open.id || c.listId === change.listId)
                    .map((c) =>
                      c.id === open.id
                        ? {
                            ...c,
                            ...change,
                            checklist: change.checklist.map((item, i) => ({ ...item, id: item.id ?? `new-${i}` })),
                          }
                        : c,
                    ),
                })),
              );
            }}
            comments={comments.filter((c) => c.cardId === open.id)}
            userId="u1"
            onComment={async (text) => {
              spy.onComment(open.id, text);
              setComments((all) => [
                ...all,
                {
                  id: `m${all.length + 1}`,
                  cardId: open.id,
                  authorId: 'u1',
                  authorName: 'Ayşe Demir',
                  text,
                  at: '2026-11-20T09:30:00.000Z',
                },
              ]);
            }}
            onDeleteComment={(comment) => setComments((all) => all.filter((c) => c.id !== comment.id))}
            onDelete={() => (
              spy.onDeleteCard(open.id),
              setOpen(null),
              lists((all) => all.map((l) => ({ ...l, cards: l.cards.filter((c) => c.id !== open.id) })))
            )}
          />
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'Apps/Scrumboard',
  tags: ['autodocs'],
  component: LiveBoard,
  args: {
    onMoveCards: fn(),
    onAddCard: fn(),
    onAddList: fn(),
    onRenameList: fn(),
    onDeleteList: fn(),
    onSaveCard: fn(),
    onDeleteCard: fn(),
    onComment: fn(),
    onArchive: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LiveBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (canvas: HTMLElement, list: string) =>
  within(within(canvas).getByRole('grid', { name: t('scrumboard.cardsOf', { title: list }) }));
/** The titles of a list's cards, in order, read from their drag handles ("Move card: …"). */
const titlesIn = (canvas: HTMLElement, list: string) =>
  cardsOf(canvas, list)
    .queryAllByRole('row')
    .flatMap(
      (row) =>
        row
          .querySelector('button[slot="drag"]')
          ?.getAttribute('aria-label')
          ?.replace(/^[^:]*: /, '') ?? [],
    );
/**
 * A list's cards come in on the render after the first (React Aria builds the collection, and
 * the list shows its empty state until then): a play waits for the first card of "To do".
 */
const boardShown = (canvas: HTMLElement, grid = t('scrumboard.cardsOf', { title: 'To do' })) =>
  within(within(canvas).getByRole('grid', { name: grid })).findByText('Measure the dock doors');

/** A board's lists with their cards: labels, what is due and overdue, which card has a description. */
export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await boardShown(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hub automation' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'To do3',
      'In progress1',
      'Done0',
    ]);
    const todo = cardsOf(canvasElement, 'To do');
    const first = todo.getAllByRole('row')[0]!;
    await expect(within(first).getByText('Research')).toBeVisible();
    const format = storyFormat();
    await expect(within(first).getByText(t('scrumboard.overdue', { day: format.day('2026-11-18') }))).toBeVisible();
    await expect(within(first).getByRole('img', { name: t('scrumboard.hasDescription') })).toBeVisible();
    await expect(todo.getByText(t('scrumboard.due', { day: format.day('2026-11-30') }))).toBeVisible();
    await expect(cardsOf(canvasElement, 'Done').getByText(t('scrumboard.emptyList'))).toBeVisible();
  },
};

/**
 * Moved from the keyboard into another list: Enter on the card's handle, Tab to the next list,
 * Enter. The card lands in the empty "Done" list; the move is one call with its new place.
 */
export const MoveToAnotherListByKeyboard: Story = {
  name: 'Move to another list by keyboard',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvasElement, args }) => {
    await boardShown(canvasElement);
    within(canvasElement)
      .getByRole('button', { name: t('scrumboard.moveCard', { title: 'Test label printing' }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute(
        'aria-roledescription',
        ariaString('@react-aria/dnd', 'dropIndicator'),
      ),
    );
    // Tab goes on to the next list that takes cards: "Done", empty, is one drop target.
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/Done/));
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveCards).toHaveBeenCalledWith([{ id: 'c4', listId: 'done', position: step }]);
    await waitFor(() => expect(titlesIn(canvasElement, 'Done')).toEqual(['Test label printing']));
    await expect(titlesIn(canvasElement, 'In progress')).toEqual([]);
  },
};

/** Reordered within its list from the keyboard: the arrow keys choose the gap; only the moved card gets a new position. */
export const ReorderByKeyboard: Story = {
  name: 'Reorder by keyboard',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvasElement, args }) => {
    await boardShown(canvasElement);
    within(canvasElement)
      .getByRole('button', { name: t('scrumboard.moveCard', { title: 'Measure the dock doors' }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute(
        'aria-roledescription',
        ariaString('@react-aria/dnd', 'dropIndicator'),
      ),
    );
    const target = ariaString('@react-aria/dnd', 'insertBetween', {
      beforeItemText: 'Order the scanners',
      afterItemText: 'Train the night shift',
    });
    for (let i = 0; i < 6 && document.activeElement?.getAttribute('aria-label') !== target; i++)
      await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(target);
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveCards).toHaveBeenCalledWith([{ id: 'c1', listId: 'todo', position: 2.5 * step }]);
    await waitFor(() =>
      expect(titlesIn(canvasElement, 'To do')).toEqual([
        'Order the scanners',
        'Measure the dock doors',
        'Train the night shift',
      ]),
    );
  },
};

/** A card added at the foot of its list; an empty title is refused in words, and Escape closes the form. */
export const AddCardAndList: Story = {
  name: 'Add card and list',
  play: async ({ canvasElement, args }) => {
    await boardShown(canvasElement);
    const canvas = within(canvasElement);
    const done = canvas.getByRole('region', { name: /^Done/ });
    await userEvent.click(within(done).getByRole('button', { name: t('scrumboard.addCard') }));
    await userEvent.click(within(done).getByRole('button', { name: t('scrumboard.add') }));
    await expect(within(done).getByRole('textbox', { name: t('scrumboard.cardTitle') })).toHaveAccessibleDescription(
      t('form.errors.required'),
    );
    await userEvent.type(
      within(done).getByRole('textbox', { name: t('scrumboard.cardTitle') }),
      'Write the FAQ{Enter}',
    );
    await expect(args.onAddCard).toHaveBeenCalledWith('done', 'Write the FAQ');
    await expect(titlesIn(canvasElement, 'Done')).toEqual(['Write the FAQ']);
    // The form stays for the next card, and Escape puts it away.
    await expect(within(done).getByRole('textbox', { name: t('scrumboard.cardTitle') })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await expect(within(done).getByRole('button', { name: t('scrumboard.addCard') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('scrumboard.addList') }));
    await userEvent.type(canvas.getByRole('textbox', { name: t('scrumboard.listTitle') }), 'Blocked{Enter}');
    await expect(args.onAddList).toHaveBeenCalledWith('Blocked');
    await expect(canvas.getByRole('grid', { name: t('scrumboard.cardsOf', { title: 'Blocked' }) })).toBeVisible();
  },
};

/** A list renamed and deleted from its menu; deleting asks first and says how many cards go with it. */
export const RenameAndDeleteList: Story = {
  name: 'Rename and delete list',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('scrumboard.listActions', { title: 'To do' }) }));
    await userEvent.click(await body.findByRole('menuitem', { name: t('scrumboard.renameList') }));
    const dialog = await body.findByRole('dialog', { name: t('scrumboard.renameList') });
    const field = within(dialog).getByRole('textbox', { name: t('scrumboard.listTitle') });
    await userEvent.clear(field);
    await userEvent.type(field, 'Next up{Enter}');
    await expect(args.onRenameList).toHaveBeenCalledWith('todo', 'Next up');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('scrumboard.listActions', { title: 'Next up' }) }));
    await userEvent.click(await body.findByRole('menuitem', { name: t('scrumboard.deleteList') }));
    const confirm = await body.findByRole('alertdialog', {
      name: t('scrumboard.deleteListTitle', { title: 'Next up' }),
    });
    await expect(confirm).toHaveTextContent(t('scrumboard.deleteListMessage', { count: 3 }));
    await userEvent.click(within(confirm).getByRole('button', { name: t('scrumboard.deleteList') }));
    await expect(args.onDeleteList).toHaveBeenCalledWith('todo');
    await waitFor(() =>
      expect(canvas.queryByRole('grid', { name: t('scrumboard.cardsOf', { title: 'Next up' }) })).toBeNull(),
    );
  },
};

/** A card opened (Enter on it) and edited: title, list, labels and due day; an empty title is refused on the field. */
export const EditCard: Story = {
  name: 'Edit card',
  play: async ({ canvasElement, args }) => {
    await boardShown(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const row = cardsOf(canvasElement, 'To do').getAllByRole('row')[2]!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: t('scrumboard.editCard') });
    const title = within(dialog).getByRole('textbox', { name: t('scrumboard.cardTitle') });
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(expect.stringContaining(t('form.errors.required'))));
    await expect(args.onSaveCard).not.toHaveBeenCalled();
    await userEvent.type(title, 'Train the night shift on the sorter');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Urgent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: endsWith(t('scrumboard.list')) }));
    await userEvent.click(await body.findByRole('option', { name: 'In progress' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() =>
      expect(args.onSaveCard).toHaveBeenCalledWith('c3', {
        title: 'Train the night shift on the sorter',
        description: null,
        labels: ['blb_2'],
        dueDate: null,
        listId: 'doing',
        assigneeId: null,
        checklist: [],
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A card deleted from its editor, after a question. */
export const DeleteCard: Story = {
  name: 'Delete card',
  play: async ({ canvasElement, args }) => {
    await boardShown(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByText('Order the scanners'));
    const dialog = await body.findByRole('dialog', { name: t('scrumboard.editCard') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('scrumboard.deleteCard') }));
    const confirm = await body.findByRole('alertdialog', {
      name: t('scrumboard.deleteCardTitle', { title: 'Order the scanners' }),
    });
    await userEvent.click(within(confirm).getByRole('button', { name: t('scrumboard.deleteCard') }));
    await expect(args.onDeleteCard).toHaveBeenCalledWith('c2');
    await waitFor(() =>
      expect(titlesIn(canvasElement, 'To do')).toEqual(['Measure the dock doors', 'Train the night shift']),
    );
  },
};

/**
 * A card's checklist, assignee and comments: an item added (Enter adds it, it does not save the
 * card) and ticked, a comment written; a comment's markup shows as the text it is.
 */
export const ChecklistAndComments: Story = {
  name: 'Checklist and comments',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvasElement, args }) => {
    await boardShown(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const first = cardsOf(canvasElement, 'To do').getAllByRole('row')[0]!;
    await expect(
      within(first).getByRole('img', { name: t('scrumboard.checklistProgress', { done: '1', total: '2' }) }),
    ).toBeVisible();
    await expect(within(first).getByRole('img', { name: t('scrumboard.commentCount', { count: 2 }) })).toBeVisible();
    await expect(
      within(first).getByRole('img', { name: t('scrumboard.assignedTo', { name: 'Mehmet Kaya' }) }),
    ).toBeVisible();
    await userEvent.click(within(canvasElement).getByText('Measure the dock doors'));
    const dialog = await settled(body.findByRole('dialog', { name: t('scrumboard.editCard') }));
    const thread = within(within(dialog).getByRole('region', { name: t('scrumboard.comments') }));
    await expect(thread.getByText('Thanks. <b>Door 2</b> after the night shift, please.')).toBeVisible();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t('scrumboard.checklistItem') }),
      'Measure door 3{Enter}',
    );
    await expect(within(dialog).getByRole('checkbox', { name: 'Measure door 3' })).not.toBeChecked();
    await expect(args.onSaveCard).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Measure door 2' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('scrumboard.removeItem', { title: 'Measure door 1' }) }),
    );

    await userEvent.type(thread.getByRole('textbox', { name: t('scrumboard.writeComment') }), 'Door 2 done.');
    await userEvent.click(thread.getByRole('button', { name: t('scrumboard.comment') }));
    await expect(args.onComment).toHaveBeenCalledWith('c1', 'Door 2 done.');
    await expect(await thread.findByText('Door 2 done.')).toBeVisible();
    await expect(thread.getByRole('textbox', { name: t('scrumboard.writeComment') })).toHaveValue('');

    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() =>
      expect(args.onSaveCard).toHaveBeenCalledWith(
        'c1',
        expect.objectContaining({
          assigneeId: 'u2',
          checklist: [
            { id: 'k2', title: 'Measure door 2', done: true },
            { title: 'Measure door 3', done: false },
          ],
        }),
      ),
    );
  },
};

/** A card given to a member of the board: its face shows who has it. */
export const AssignCard: Story = {
  name: 'Assign card',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvasElement, args }) => {
    await boardShown(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByText('Train the night shift'));
    const dialog = await settled(body.findByRole('dialog', { name: t('scrumboard.editCard') }));
    await userEvent.click(within(dialog).getByRole('button', { name: holding(t('scrumboard.assignee')) }));
    await userEvent.click(await settled(body.findByRole('option', { name: 'Ayşe Demir' })));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() =>
      expect(args.onSaveCard).toHaveBeenCalledWith('c3', expect.objectContaining({ assigneeId: 'u1' })),
    );
    const row = cardsOf(canvasElement, 'To do').getAllByRole('row')[2]!;
    await waitFor(() =>
      expect(within(row).getByRole('img', { name: t('scrumboard.assignedTo', { name: 'Ayşe Demir' }) })).toBeVisible(),
    );
  },
};

/** Archived by its owner after a question: read-only (nothing to add or move) until brought back. */
export const ArchiveAndBringBack: Story = {
  name: 'Archive and bring back',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvasElement, args }) => {
    await boardShown(canvasElement);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('scrumboard.boardActions') }));
    await userEvent.click(await settled(body.findByRole('menuitem', { name: t('scrumboard.archiveBoard') })));
    const confirm = await settled(
      body.findByRole('alertdialog', { name: t('scrumboard.archiveBoardTitle', { title: 'Hub automation' }) }),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t('scrumboard.archiveBoard') }));
    await expect(args.onArchive).toHaveBeenCalledWith(true);
    await expect(await canvas.findByRole('note')).toHaveTextContent(t('scrumboard.archivedNotice'));
    await expect(canvas.queryByRole('button', { name: t('scrumboard.addCard') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: startsWith(t('scrumboard.moveCard', { title: '' })) }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('scrumboard.restoreBoard') }));
    await expect(args.onArchive).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: t('scrumboard.addCard') })).toHaveLength(3));
  },
};

/** The card editor in Turkish: its checklist, assignee and comments. */
export const CardEditorTurkish: Story = {
  name: 'Card editor Turkish',
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await boardShown(canvasElement, 'To do listesindeki kartlar');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByText('Measure the dock doors'));
    const dialog = await settled(body.findByRole('dialog', { name: 'Kart' }));
    await expect(within(dialog).getByRole('group', { name: 'Kontrol listesi' })).toBeVisible();
    await expect(within(dialog).getByRole('region', { name: 'Yorumlar' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Yorum yazın' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { initial: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(t('scrumboard.loadingBoard'))).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: StoryObj<typeof ScrumboardBoard> = {
  render: (args) => <ScrumboardBoard {...args} />,
  args: {
    board: undefined,
    error: 'The server did not answer (503)',
    onRetry: fn(),
    boardsHref: '#',
    today,
    onOpenCard: fn(),
    onAddCard: fn(),
    onAddList: fn(),
    onRenameList: fn(),
    onDeleteList: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('scrumboard.boardError'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long titles wrap inside their card and list; the lists scroll sideways, the page does not. */
export const LongText: Story = {
  name: 'Long text',
  args: {
    initial: {
      ...sample,
      title: 'Hub automation for every hub of the Marmara region, the sorters, the docks and the night shifts '.repeat(
        2,
      ),
      lists: [
        {
          ...sample.lists[0]!,
          title: 'Waiting for the landlord of the Hadımköy depot to answer about the dock doors',
          cards: [
            card(
              'c9',
              'todo',
              1,
              'Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
              { labels: ['blb_1', 'blb_2'] },
            ),
          ],
        },
        ...Array.from({ length: 6 }, (_, i) => ({ ...sample.lists[2]!, id: `l${i}`, title: `Stage ${i + 1}` })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas, canvasElement }) => {
    await boardShown(canvasElement, 'To do listesindeki kartlar');
    await expect(canvas.getByRole('grid', { name: 'To do listesindeki kartlar' })).toBeVisible();
    await expect(canvas.getByText('Gecikti · 18 Kas 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kartı taşı: Order the scanners' })).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hub automation' })).toBeVisible();
  },
};

/** The boards a person works on, each opened by its name. */
export const Boards: StoryObj<typeof ScrumboardBoards> = {
  render: (args) => <ScrumboardBoards {...args} />,
  args: { boards, boardHref: (b: Board) => `#${b.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('scrumboard.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Customer portal' })).toHaveAttribute('href', '#brd_2');
    await expect(
      canvas.getByRole('group', { name: t('scrumboard.members', { names: 'Ayşe Demir, Mehmet Kaya' }) }),
    ).toBeVisible();
    // In the company's time (12:30 in Türkiye), as the board's card writes a moment.
    await expect(
      canvas.getByText(t('scrumboard.lastActivity', { moment: storyFormat().moment('2026-11-19T09:30:00.000Z') })),
    ).toBeVisible();
  },
};

const colleagues = [
  { id: 'u2', name: 'Mehmet Kaya' },
  { id: 'u3', name: 'Zeynep Arslan' },
];

/** A new board: its title is required; the members are chosen among the colleagues. */
export const CreateBoard: StoryObj<typeof ScrumboardBoards> = {
  name: 'Create board',
  tags: ['interaction'],
  parameters: notCaptured(),
  render: (args) => <ScrumboardBoards {...args} />,
  args: { boards, boardHref: (b: Board) => `#${b.id}`, onCreate: fn(), colleagues },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('scrumboard.newBoard') }));
    const dialog = await settled(body.findByRole('dialog', { name: t('scrumboard.newBoard') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    const title = within(dialog).getByRole('textbox', { name: t('scrumboard.boardTitle') });
    await waitFor(() => expect(title).toHaveAccessibleDescription(expect.stringContaining(t('form.errors.required'))));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(title, 'Winter timetable');
    await expect(within(dialog).getByText(t('scrumboard.onlyYou'))).toBeVisible();
    await userEvent.type(within(dialog).getByRole('combobox', { name: t('scrumboard.addMember') }), 'Zey');
    await userEvent.click(await settled(body.findByRole('option', { name: 'Zeynep Arslan' })));
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: t('scrumboard.boardMembers') })).toHaveTextContent(
        'Zeynep Arslan',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({ title: 'Winter timetable', description: '', memberIds: ['u3'] }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The archived boards, listed apart and marked. */
export const ArchivedBoards: StoryObj<typeof ScrumboardBoards> = {
  name: 'Archived boards',
  render: (args) => <ScrumboardBoards {...args} />,
  args: {
    boards: [{ ...boards[2]!, archived: true }],
    archived: true,
    activeHref: '#boards',
    archivedHref: '#archived',
    boardHref: (b: Board) => `#${b.id}`,
    onCreate: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('scrumboard.archivedBoards') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText(t('scrumboard.archived'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('scrumboard.newBoard') })).toBeNull();
  },
};

export const BoardsLoading: StoryObj<typeof ScrumboardBoards> = {
  name: 'Boards loading',
  render: (args) => <ScrumboardBoards {...args} />,
  args: { boards: undefined, boardHref: () => '#' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(t('scrumboard.loadingBoards'))).toHaveAttribute('aria-busy', 'true');
  },
};

export const BoardsEmpty: StoryObj<typeof ScrumboardBoards> = {
  name: 'Boards empty',
  render: (args) => <ScrumboardBoards {...args} />,
  args: { boards: [], boardHref: () => '#' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('scrumboard.noBoards'))).toBeVisible();
  },
};

export const BoardsFailed: StoryObj<typeof ScrumboardBoards> = {
  name: 'Boards failed',
  render: (args) => <ScrumboardBoards {...args} />,
  args: { boards: undefined, error: 'The server did not answer (503)', onRetry: fn(), boardHref: () => '#' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('scrumboard.boardsError'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const BoardsTurkish: StoryObj<typeof ScrumboardBoards> = {
  render: (args) => <ScrumboardBoards {...args} />,
  args: { boards, boardHref: (b: Board) => `#${b.id}` },
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scrum panosu' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Üyeler: Zeynep Arslan' })).toBeVisible();
  },
};
