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
import {
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
import { useCourierFormat } from '../../courier/format';
import type { Colleague } from '../shared/PeoplePicker';
import { titleProblem } from '../shared/titleProblem';
import { BoardDialog, type BoardValues } from './ScrumboardEditors';
import * as styles from './Scrumboard.css';

/** A card on a board as the board's call answers it: with its comment count. */
export type CardOnBoard = BoardCard & { commentCount?: number };
/**
 * A board as GET /api/apps/scrumboard/board answers: its lists in order, each with its cards in
 * order, and its labels; `mayManage` when the reader changes its members and archives it.
 */
export type BoardWithLists = Board & {
  mayManage?: boolean;
  lists: (BoardList & { cards: CardOnBoard[] })[];
  labels: BoardLabel[];
};

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
  /** The archived boards are listed (read-only), not the active ones. */
  archived?: boolean;
  /** Where the active boards and the archived ones are listed (the two views' tabs). */
  activeHref?: string;
  archivedHref?: string;
  /** Makes a board (the maker is always a member); absent where no board can be made. */
  onCreate?: (board: BoardValues) => Promise<unknown>;
  /** The colleagues a new board's members are chosen from (the signed-in user left out). */
  colleagues?: Colleague[];
  /** The server's field errors and message of the last refused make. */
  serverErrors?: Record<string, string>;
  createError?: string | null;
}

/** The boards a person works on: each a card with its purpose, its members and when it last changed; a new one made here. */
export function ScrumboardBoards({ boards, error, onRetry, boardHref, ...props }: ScrumboardBoardsProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [creating, setCreating] = useState(false);
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
    content = props.archived ? (
      <EmptyState
        icon="heroicons_outline:archive-box"
        title={t('scrumboard.noArchived')}
        description={t('scrumboard.noArchivedHint')}
      />
    ) : (
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
            {board.archived ? (
              <span className={styles.boardMark}>
                <Badge tone="neutral">{t('scrumboard.archived')}</Badge>
              </span>
            ) : null}
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
        {props.onCreate && !props.archived ? (
          <Button icon="heroicons_outline:plus" onPress={() => setCreating(true)}>
            {t('scrumboard.newBoard')}
          </Button>
        ) : null}
      </div>
      {props.activeHref && props.archivedHref ? (
        <nav aria-label={t('scrumboard.title')}>
          <ul className={styles.views}>
            <li>
              <Link href={props.activeHref} aria-current={props.archived ? undefined : 'page'}>
                {t('scrumboard.activeBoards')}
              </Link>
            </li>
            <li>
              <Link href={props.archivedHref} aria-current={props.archived ? 'page' : undefined}>
                {t('scrumboard.archivedBoards')}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
      {content}
      {creating && props.onCreate ? (
        <BoardDialog
          colleagues={props.colleagues ?? []}
          onClose={() => setCreating(false)}
          onSave={props.onCreate}
          error={props.createError}
          serverErrors={props.serverErrors}
        />
      ) : null}
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
  /** Opens the board's own editor (its title, purpose and, for its owner, members); absent: not offered. */
  onEditBoard?: () => void;
  /** Archives the board (true) or brings it back (false); offered to those who manage it. */
  onArchive?: (archived: boolean) => void;
  /** The open card's or the board's editor, drawn over the board. */
  editor?: ReactNode;
  /** Nothing is added, renamed or moved (an archived board). */
  readOnly?: boolean;
}

/** A board: its lists side by side with their cards, cards dragged between lists, lists and cards added in place. */
export function ScrumboardBoard(given: ScrumboardBoardProps) {
  const { t } = useUiTranslation();
  const [archiving, setArchiving] = useState(false);
  const { board } = given;
  // An archived board is read-only: nothing on it moves, is added or is renamed.
  const props: ScrumboardBoardProps = board?.archived ? { ...given, onMoveCards: undefined, readOnly: true } : given;
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
          {props.readOnly ? null : (
            <div className={styles.newList}>
              <InlineAdd
                label={t('scrumboard.addList')}
                fieldLabel={t('scrumboard.listTitle')}
                max={120}
                onAdd={props.onAddList}
              />
            </div>
          )}
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
        {board ? (
          <div className={styles.boardHeaderSide}>
            {board.members.length ? (
              <div
                className={styles.members}
                role="group"
                aria-label={t('scrumboard.members', { names: board.members.map((m) => m.name).join(', ') })}
              >
                {board.members.slice(0, 6).map((member) => (
                  <Avatar key={member.id} name={member.name} src={member.avatar} size="sm" />
                ))}
                {board.members.length > 6 ? <span className={styles.muted}>+{board.members.length - 6}</span> : null}
              </div>
            ) : null}
            {board.archived ? (
              board.mayManage && props.onArchive ? (
                <Button
                  variant="secondary"
                  icon="heroicons_outline:arrow-uturn-left"
                  onPress={() => props.onArchive?.(false)}
                >
                  {t('scrumboard.restoreBoard')}
                </Button>
              ) : null
            ) : props.onEditBoard || (board.mayManage && props.onArchive) ? (
              <Menu
                trigger={
                  <IconButton
                    icon="heroicons_outline:ellipsis-horizontal"
                    label={t('scrumboard.boardActions')}
                    noTooltip
                  />
                }
                items={[
                  ...(props.onEditBoard
                    ? [{ id: 'edit', label: t('scrumboard.editBoard'), icon: 'heroicons_outline:pencil-square' }]
                    : []),
                  ...(board.mayManage && props.onArchive
                    ? [{ id: 'archive', label: t('scrumboard.archiveBoard'), icon: 'heroicons_outline:archive-box' }]
                    : []),
                ]}
                onAction={(id) => (id === 'edit' ? props.onEditBoard?.() : setArchiving(true))}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      {board?.archived ? (
        <p role="note" className={styles.archivedNotice}>
          <Icon name="heroicons_outline:archive-box" size={18} />
          {t('scrumboard.archivedNotice')}
        </p>
      ) : null}
      {content}
      {props.editor ?? null}
      {board ? (
        <ConfirmationDialog
          isOpen={archiving}
          onOpenChange={setArchiving}
          title={t('scrumboard.archiveBoardTitle', { title: board.title })}
          message={t('scrumboard.archiveBoardMessage')}
          confirmLabel={t('scrumboard.archiveBoard')}
          onConfirm={() => props.onArchive?.(true)}
        />
      ) : null}
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
        {props.readOnly ? null : (
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
        )}
      </div>
      <GridList
        aria-label={t('scrumboard.cardsOf', { title: list.title })}
        items={list.cards}
        dependencies={[props.board.labels, props.board.members, props.today, props.onMoveCards]}
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
            <CardFace card={card} today={props.today} labelOf={labelOf} members={props.board.members} />
          </GridListItem>
        )}
      </GridList>
      {props.readOnly ? null : (
        <InlineAdd
          label={t('scrumboard.addCard')}
          fieldLabel={t('scrumboard.cardTitle')}
          max={300}
          onAdd={(title) => props.onAddCard(list, title)}
        />
      )}
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

/** What a card shows on the board: its title, labels, due day, checklist, comments, assignee and whether it has a description. */
function CardFace({
  card,
  today,
  labelOf,
  members,
}: {
  card: CardOnBoard;
  today: string;
  labelOf: (id: string) => BoardLabel | undefined;
  members: Board['members'];
}) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const due = card.dueDate?.slice(0, 10);
  const overdue = !!due && due < today;
  const checklist = card.checklist ?? [];
  const done = checklist.filter((item) => item.done).length;
  const assignee = card.assigneeId ? members.find((m) => m.id === card.assigneeId) : undefined;
  const comments = card.commentCount ?? 0;
  return (
    <div className={styles.cardMain}>
      <span className={styles.cardTitle}>{card.title}</span>
      {card.labels.length || due || card.description || checklist.length || comments || assignee ? (
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
          {checklist.length ? (
            <span
              className={done === checklist.length ? styles.checklistDone : styles.cardFact}
              aria-label={t('scrumboard.checklistProgress', { done, total: checklist.length })}
              role="img"
            >
              <Icon name="heroicons_outline:check-circle" size={14} />
              {done}/{checklist.length}
            </span>
          ) : null}
          {comments ? (
            <span className={styles.cardFact} role="img" aria-label={t('scrumboard.commentCount', { count: comments })}>
              <Icon name="heroicons_outline:chat-bubble-left" size={14} />
              {comments}
            </span>
          ) : null}
          {assignee ? (
            <span
              className={styles.assignee}
              role="img"
              aria-label={t('scrumboard.assignedTo', { name: assignee.name })}
            >
              <Avatar name={assignee.name} src={assignee.avatar} size="sm" />
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

export * from './ScrumboardEditors';
