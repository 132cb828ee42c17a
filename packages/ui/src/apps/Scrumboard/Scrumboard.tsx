import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  DropIndicator,
  GridList,
  GridListItem,
  isTextDropItem,
  useDragAndDrop,
  type DropItem,
  type Key,
} from 'react-aria-components';
import { z } from 'zod';
import {
  boardCard,
  placeCards,
  type Board,
  type BoardCard,
  type BoardLabel,
  type BoardList,
  type CardPlace,
} from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { LoadFailed } from '../../primitives/EmptyState/LoadFailed';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { Menu } from '../../primitives/Menu/Menu';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { DragHandle } from '../../data/DragHandle/DragHandle';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useCourierFormat } from '../../courier/format';
import { EditorDialog } from '../shared/EditorDialog';
import { titleProblem } from '../shared/titleProblem';
import * as styles from './Scrumboard.css';

/** A board as GET /api/apps/scrumboard/board answers: its lists in order, each with its cards in order, and its labels. */
export type BoardWithLists = Board & { lists: (BoardList & { cards: BoardCard[] })[]; labels: BoardLabel[] };

/** The board with cards at new places (after a move), each list's cards in their order. */
export function boardWithPlaces(board: BoardWithLists, places: CardPlace[]): BoardWithLists {
  const cards = board.lists
    .flatMap((list) => list.cards)
    .map((card) => ({ ...card, ...places.find((p) => p.id === card.id) }));
  return {
    ...board,
    lists: board.lists.map((list) => ({
      ...list,
      cards: cards.filter((c) => c.listId === list.id).sort((a, b) => a.position - b.position),
    })),
  };
}

/** What a drag carries: the card's id in the app's own type (a drop from another page is not taken), its title as text. */
const cardType = 'application/x-courier-card';

export interface ScrumboardBoardsProps {
  /** Undefined while loading. */
  boards: Board[] | undefined;
  error?: string | null;
  onRetry?: () => void;
  boardHref: (board: Board) => string;
}

/** The boards a person works on: each a card with its purpose, its members and when it last changed. */
export function ScrumboardBoards({ boards, error, onRetry, boardHref }: ScrumboardBoardsProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  let content: ReactNode;
  if (error) content = <LoadFailed title={t('scrumboard.boardsError')} description={error} onRetry={onRetry} />;
  else if (!boards)
    content = (
      <div className={styles.boards} role="status" aria-busy="true" aria-label={t('scrumboard.loadingBoards')}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.boardCard}>
            <Skeleton shape="circle" width={44} height={44} />
            <Skeleton width="60%" />
            <Skeleton width="90%" />
          </div>
        ))}
      </div>
    );
  else if (!boards.length)
    content = (
      <EmptyState
        icon="heroicons_outline:view-columns"
        title={t('scrumboard.noBoards')}
        description={t('scrumboard.noBoardsHint')}
      />
    );
  else
    content = (
      <ul className={styles.boards}>
        {boards.map((board) => (
          <li key={board.id} className={styles.boardCard}>
            <span className={styles.boardIcon} aria-hidden="true">
              <Icon name={board.icon} size={22} />
            </span>
            <Link href={boardHref(board)} className={styles.boardLink}>
              {board.title}
            </Link>
            {board.description ? <p className={styles.muted}>{board.description}</p> : null}
            <p className={styles.muted}>
              {t('scrumboard.lastActivity', { moment: format.moment(board.lastActivity) })}
            </p>
            {board.members.length ? (
              <div
                className={styles.members}
                role="group"
                aria-label={t('scrumboard.members', { names: board.members.map((m) => m.name).join(', ') })}
              >
                {board.members.map((member) => (
                  <Avatar key={member.id} name={member.name} src={member.avatar} size="sm" />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('scrumboard.title')}</h1>
          <p className={styles.muted}>{t('scrumboard.intro')}</p>
        </div>
      </div>
      {content}
    </div>
  );
}

export interface ScrumboardBoardProps {
  /** Undefined while loading. */
  board: BoardWithLists | undefined;
  error?: string | null;
  onRetry?: () => void;
  boardsHref: string;
  /** The company's today (YYYY-MM-DD): a card due before it is overdue. */
  today: string;
  /**
   * Cards dragged to a new place, in the same list or another (by pointer, or by keyboard: Enter
   * on a card's handle, the arrow keys within its list, Tab to another list, Enter): their lists
   * and positions. Without it the board is read-only.
   */
  onMoveCards?: (places: CardPlace[]) => void;
  onOpenCard: (card: BoardCard) => void;
  onAddCard: (list: BoardList, title: string) => void;
  onAddList: (title: string) => void;
  onRenameList: (list: BoardList, title: string) => void;
  onDeleteList: (list: BoardList) => void;
  /** The open card's editor, drawn over the board. */
  editor?: ReactNode;
}

/** A board: its lists side by side with their cards, cards dragged between lists, lists and cards added in place. */
export function ScrumboardBoard(props: ScrumboardBoardProps) {
  const { t } = useUiTranslation();
  const { board } = props;
  let content: ReactNode;
  if (props.error)
    content = <LoadFailed title={t('scrumboard.boardError')} description={props.error} onRetry={props.onRetry} />;
  else if (!board)
    content = (
      <div className={styles.lists} role="status" aria-busy="true" aria-label={t('scrumboard.loadingBoard')}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.list}>
            <Skeleton width="50%" />
            {Array.from({ length: 3 - i }, (_, k) => (
              <Skeleton key={k} shape="block" height={56} />
            ))}
          </div>
        ))}
      </div>
    );
  else
    content = (
      <>
        {props.onMoveCards ? <p className={styles.muted}>{t('scrumboard.moveHint')}</p> : null}
        <div className={styles.lists}>
          {board.lists.map((list) => (
            <BoardColumn key={list.id} list={list} {...props} board={board} />
          ))}
          <div className={styles.newList}>
            <InlineAdd
              label={t('scrumboard.addList')}
              fieldLabel={t('scrumboard.listTitle')}
              max={120}
              onAdd={props.onAddList}
            />
          </div>
        </div>
      </>
    );
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div>
          <Link href={props.boardsHref}>{t('scrumboard.allBoards')}</Link>
          <h1 className={styles.title}>{board?.title ?? t('scrumboard.title')}</h1>
          {board?.description ? <p className={styles.muted}>{board.description}</p> : null}
        </div>
      </div>
      {content}
      {props.editor ?? null}
    </div>
  );
}

/** One list of a board: its cards, a drop target for cards from the others. */
function BoardColumn({
  list,
  ...props
}: ScrumboardBoardProps & { board: BoardWithLists; list: BoardWithLists['lists'][number] }) {
  const { t } = useUiTranslation();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const move = (ids: string[], key: Key | null, position: 'before' | 'after' | 'on') => {
    const rest = list.cards.filter((card) => !ids.includes(card.id));
    const at = key === null ? rest.length : rest.findIndex((card) => card.id === key);
    if (!ids.length || at < 0) return;
    props.onMoveCards?.(placeCards(list.cards, list.id, ids, key !== null && position === 'after' ? at + 1 : at));
  };
  const idsOf = (items: DropItem[]) =>
    Promise.all(
      items
        .filter(isTextDropItem)
        .filter((item) => item.types.has(cardType))
        .map((item) => item.getText(cardType)),
    );
  const { dragAndDropHooks } = useDragAndDrop({
    isDisabled: !props.onMoveCards,
    getItems: (keys) =>
      [...keys].map((key) => ({
        [cardType]: String(key),
        'text/plain': list.cards.find((card) => card.id === key)?.title ?? '',
      })),
    acceptedDragTypes: [cardType],
    getDropOperation: () => 'move',
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropLine} />,
    onReorder: (event) => move([...event.keys].map(String), event.target.key, event.target.dropPosition),
    onInsert: async (event) => move(await idsOf(event.items), event.target.key, event.target.dropPosition),
    onRootDrop: async (event) => move(await idsOf(event.items), null, 'after'),
  });
  const labelOf = (id: string) => props.board.labels.find((label) => label.id === id);
  return (
    <section className={styles.list} aria-labelledby={`list-${list.id}`}>
      <div className={styles.listHeader}>
        <h2 id={`list-${list.id}`} className={styles.listTitle}>
          {list.title}
          <span className={styles.count}>{list.cards.length}</span>
        </h2>
        <Menu
          trigger={
            <IconButton
              icon="heroicons_outline:ellipsis-vertical"
              size="sm"
              label={t('scrumboard.listActions', { title: list.title })}
              noTooltip
            />
          }
          items={[
            { id: 'rename', label: t('scrumboard.renameList'), icon: 'heroicons_outline:pencil-square' },
            { id: 'delete', label: t('scrumboard.deleteList'), icon: 'heroicons_outline:trash', isDanger: true },
          ]}
          onAction={(id) => (id === 'rename' ? setRenaming(true) : setDeleting(true))}
        />
      </div>
      <GridList
        aria-label={t('scrumboard.cardsOf', { title: list.title })}
        items={list.cards}
        dependencies={[props.board.labels, props.today, props.onMoveCards]}
        dragAndDropHooks={dragAndDropHooks}
        onAction={(key) => {
          const card = list.cards.find((c) => c.id === key);
          if (card) props.onOpenCard(card);
        }}
        renderEmptyState={() => <p className={styles.emptyList}>{t('scrumboard.emptyList')}</p>}
        className={styles.cards}
      >
        {(card) => (
          <GridListItem id={card.id} textValue={card.title} className={styles.card}>
            {props.onMoveCards ? <DragHandle label={t('scrumboard.moveCard', { title: card.title })} /> : null}
            <CardFace card={card} today={props.today} labelOf={labelOf} />
          </GridListItem>
        )}
      </GridList>
      <InlineAdd
        label={t('scrumboard.addCard')}
        fieldLabel={t('scrumboard.cardTitle')}
        max={300}
        onAdd={(title) => props.onAddCard(list, title)}
      />
      <TitleDialog
        isOpen={renaming}
        onClose={() => setRenaming(false)}
        title={t('scrumboard.renameList')}
        label={t('scrumboard.listTitle')}
        initial={list.title}
        max={120}
        onSubmit={(title) => (props.onRenameList(list, title), setRenaming(false))}
      />
      <ConfirmationDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        title={t('scrumboard.deleteListTitle', { title: list.title })}
        message={t('scrumboard.deleteListMessage', { count: list.cards.length })}
        confirmLabel={t('scrumboard.deleteList')}
        onConfirm={() => props.onDeleteList(list)}
      />
    </section>
  );
}

/** What a card shows on the board: its title, labels, due day and whether it has a description. */
function CardFace({
  card,
  today,
  labelOf,
}: {
  card: BoardCard;
  today: string;
  labelOf: (id: string) => BoardLabel | undefined;
}) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const due = card.dueDate?.slice(0, 10);
  const overdue = !!due && due < today;
  return (
    <div className={styles.cardMain}>
      <span className={styles.cardTitle}>{card.title}</span>
      {card.labels.length || due || card.description ? (
        <div className={styles.cardMeta}>
          {card.labels.map((id) => {
            const label = labelOf(id);
            return label ? (
              <Badge key={id} tone="info">
                {label.title}
              </Badge>
            ) : null;
          })}
          {due ? (
            <span className={overdue ? styles.overdue : undefined}>
              {overdue
                ? t('scrumboard.overdue', { day: format.day(due) })
                : t('scrumboard.due', { day: format.day(due) })}
            </span>
          ) : null}
          {card.description ? (
            <span role="img" aria-label={t('scrumboard.hasDescription')}>
              <Icon name="heroicons_outline:bars-3-bottom-left" size={14} />
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A button that opens a one-line form to add something by its title; the form stays open for the next one. */
function InlineAdd({
  label,
  fieldLabel,
  max,
  onAdd,
}: {
  label: string;
  fieldLabel: string;
  max: number;
  onAdd: (title: string) => void;
}) {
  const { t } = useUiTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <Button variant="ghost" icon="heroicons_outline:plus" onPress={() => setOpen(true)}>
        {label}
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = value.trim();
    const problem = titleProblem(title, max);
    if (problem) return setError(t(`form.errors.${problem}`));
    onAdd(title);
    setValue('');
    setError(null);
  };
  const close = () => (setOpen(false), setValue(''), setError(null));
  return (
    <form className={styles.addForm} onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && close()}>
      <TextField
        label={fieldLabel}
        value={value}
        onChange={(next) => (setValue(next), setError(null))}
        errorMessage={error ?? undefined}
        autoFocus
      />
      <div className={styles.addActions}>
        <Button type="submit" size="sm">
          {t('scrumboard.add')}
        </Button>
        <Button variant="ghost" size="sm" onPress={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A dialog that asks for a new title. */
function TitleDialog({
  isOpen,
  onClose,
  title,
  label,
  initial,
  max,
  onSubmit,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  label: string;
  initial: string;
  max: number;
  onSubmit: (value: string) => void;
}) {
  const { t } = useUiTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    const problem = titleProblem(next, max);
    if (problem) return setError(t(`form.errors.${problem}`));
    onSubmit(next);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : (onClose(), setValue(initial), setError(null)))}
      title={title}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        <TextField
          label={label}
          value={value}
          onChange={(next) => (setValue(next), setError(null))}
          errorMessage={error ?? undefined}
          autoFocus
        />
      </form>
    </Dialog>
  );
}

/** What the card editor saves. */
export interface CardChange {
  title: string;
  description: string | null;
  labels: string[];
  /** The due day as an ISO moment (the day's start, UTC), or null. */
  dueDate: string | null;
  listId: string;
}

interface CardValues {
  title: string;
  description: string;
  labels: string[];
  /** `YYYY-MM-DD` or empty. */
  dueDate: string;
  listId: string;
}

const cardSchema = z.object({
  title: boardCard.shape.title,
  description: z.string().trim().max(5000).nullable(),
  labels: z.array(z.string()),
  dueDate: z.iso.date().nullable(),
  listId: z.string().min(1),
});

export interface ScrumboardCardEditorProps {
  card: BoardCard;
  board: BoardWithLists;
  onClose: () => void;
  /** Saves the card; the editor closes when it resolves and stays open, as typed, when it rejects. */
  onSave: (change: CardChange) => Promise<unknown>;
  onDelete: () => void;
  /** Why the last save was refused, when it was not a field's fault. */
  error?: string | null;
  /** The server's field errors (`path` -> code). */
  serverErrors?: Record<string, string>;
}

/** A card's editor: its title, list, description, labels and due day; the card is deleted from here too. */
export function ScrumboardCardEditor({
  card,
  board,
  onClose,
  onSave,
  onDelete,
  error,
  serverErrors,
}: ScrumboardCardEditorProps) {
  const { t } = useUiTranslation();
  const { form, text, area, select, checks, date, summary, submit } = useSchemaForm<CardValues>({
    schema: cardSchema,
    defaultValues: {
      title: card.title,
      description: card.description ?? '',
      labels: card.labels,
      dueDate: card.dueDate?.slice(0, 10) ?? '',
      listId: card.listId,
    },
    prepare: (values) => ({
      ...values,
      description: values.description.trim() || null,
      dueDate: values.dueDate || null,
    }),
    serverErrors,
  });
  const save = submit(async (values) => {
    const change = values as unknown as Omit<CardChange, 'dueDate'> & { dueDate: string | null };
    await onSave({ ...change, dueDate: change.dueDate ? `${change.dueDate}T00:00:00.000Z` : null });
    onClose();
  });
  return (
    <EditorDialog
      title={t('scrumboard.editCard')}
      onClose={onClose}
      onSubmit={save}
      isSubmitting={form.formState.isSubmitting}
      error={error}
      remove={{
        label: t('scrumboard.deleteCard'),
        title: t('scrumboard.deleteCardTitle', { title: card.title }),
        message: t('scrumboard.deleteCardMessage'),
        onConfirm: onDelete,
      }}
    >
      {summary}
      {text('title', t('scrumboard.cardTitle'))}
      {select(
        'listId',
        t('scrumboard.list'),
        board.lists.map((list) => ({ id: list.id, label: list.title })),
      )}
      {area('description', t('scrumboard.description'))}
      {board.labels.length
        ? checks(
            'labels',
            t('scrumboard.labels'),
            board.labels.map((label) => ({ id: label.id, label: label.title })),
            { required: false },
          )
        : null}
      {date('dueDate', t('scrumboard.dueDate'), { required: false })}
    </EditorDialog>
  );
}
