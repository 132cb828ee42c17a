/**
 * The scrumboard's editors: a board's (its title, purpose and members) and a card's (its fields,
 * checklist and comments), drawn over the boards page and a board.
 */
import { useState } from 'react';
import { Controller, useFieldArray, type Path } from 'react-hook-form';
import { z } from 'zod';
import {
  boardCard,
  boardInput,
  boardLimits,
  checklistItem,
  type Board,
  type BoardCard,
  type BoardComment,
} from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextArea } from '../../primitives/TextArea/TextArea';
import { TextField } from '../../primitives/TextField/TextField';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useCourierFormat } from '../../courier/format';
import { EditorDialog } from '../shared/EditorDialog';
import { PeoplePicker, type Colleague } from '../shared/PeoplePicker';
import { titleProblem } from '../shared/titleProblem';
import type { BoardWithLists } from './Scrumboard';
import * as styles from './Scrumboard.css';

/** What the board dialog saves: the board's words and its members by user id (the maker left out). */
export interface BoardValues {
  title: string;
  description: string;
  memberIds: string[];
}

const boardFormSchema = z.object({
  title: boardInput.shape.title,
  description: boardInput.shape.description,
  memberIds: z.array(z.string()).max(boardLimits.members - 1),
});

export interface BoardDialogProps {
  /** The board edited; absent for a new one. */
  board?: Board & { mayManage?: boolean };
  /** The colleagues members are chosen from (the signed-in user left out: he is always one). */
  colleagues: Colleague[];
  onClose: () => void;
  /** Saves; the dialog closes when it resolves and stays open, as typed, when it rejects. */
  onSave: (values: BoardValues) => Promise<unknown>;
  error?: string | null;
  serverErrors?: Record<string, string>;
}

/** A new board, or a board's title, purpose and members (the members only for its owner). */
export function BoardDialog({ board, colleagues, onClose, onSave, error, serverErrors }: BoardDialogProps) {
  const { t } = useUiTranslation();
  const mayStaff = !board || board.mayManage === true;
  const { form, text, area, message, summary, submit } = useSchemaForm<BoardValues>({
    schema: boardFormSchema,
    defaultValues: {
      title: board?.title ?? '',
      description: board?.description ?? '',
      memberIds: board ? board.members.map((m) => m.id).filter((id) => colleagues.some((c) => c.id === id)) : [],
    },
    serverErrors,
  });
  const save = submit(async (values) => {
    await onSave(values as unknown as BoardValues);
    onClose();
  });
  return (
    <EditorDialog
      title={board ? t('scrumboard.editBoard') : t('scrumboard.newBoard')}
      onClose={onClose}
      onSubmit={save}
      isSubmitting={form.formState.isSubmitting}
      error={error}
    >
      {summary}
      {text('title', t('scrumboard.boardTitle'), { autoComplete: 'off' })}
      {area('description', t('scrumboard.boardDescription'), { required: false })}
      {mayStaff ? (
        <>
          <Controller
            control={form.control}
            name="memberIds"
            render={({ field }) => (
              <PeoplePicker
                colleagues={colleagues}
                chosen={field.value}
                onChange={field.onChange}
                addLabel={t('scrumboard.addMember')}
                listLabel={t('scrumboard.boardMembers')}
                emptyText={t('scrumboard.onlyYou')}
                removeLabel={(name) => t('scrumboard.removeMember', { name })}
                errorMessage={message('memberIds')}
              />
            )}
          />
          <p className={styles.muted}>{t('scrumboard.boardMembersHint')}</p>
        </>
      ) : (
        <p className={styles.muted}>{t('scrumboard.ownerOnly')}</p>
      )}
    </EditorDialog>
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
  /** A member of the board, or null. */
  assigneeId: string | null;
  /** The checklist as edited (a new item has no id yet: the server gives it one). */
  checklist: { id?: string; title: string; done: boolean }[];
}

interface CardValues {
  title: string;
  description: string;
  labels: string[];
  /** `YYYY-MM-DD` or empty. */
  dueDate: string;
  listId: string;
  /** A member's id, or `nobody`. */
  assigneeId: string;
  checklist: { id?: string; title: string; done: boolean }[];
}

const nobody = 'nobody';
const cardSchema = z.object({
  title: boardCard.shape.title,
  description: z.string().trim().max(5000).nullable(),
  labels: z.array(z.string()),
  dueDate: z.iso.date().nullable(),
  listId: z.string().min(1),
  assigneeId: z.string().nullable(),
  checklist: z
    .array(z.object({ id: z.string().optional(), title: checklistItem.shape.title, done: z.boolean() }))
    .max(boardLimits.checklist),
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
  /** The card's comments, oldest first (undefined while loading); absent: no comments shown. */
  comments?: BoardComment[];
  commentsError?: string | null;
  /** The signed-in user: he deletes his own comments. */
  userId?: string;
  /** Adds a comment; resolves once kept (the field is emptied then). */
  onComment?: (text: string) => Promise<unknown>;
  onDeleteComment?: (comment: BoardComment) => void;
}

/**
 * A card's editor: its title, list, description, labels, due day, the member it is given to and
 * its checklist; its comments below (each a member's plain text). The card is deleted from here too.
 * On an archived board nothing is saved, and the comments are read only.
 */
export function ScrumboardCardEditor({
  card,
  board,
  onClose,
  onSave,
  onDelete,
  error,
  serverErrors,
  ...talk
}: ScrumboardCardEditorProps) {
  const { t } = useUiTranslation();
  const { form, text, area, select, checks, check, date, summary, submit } = useSchemaForm<CardValues>({
    schema: cardSchema,
    defaultValues: {
      title: card.title,
      description: card.description ?? '',
      labels: card.labels,
      dueDate: card.dueDate?.slice(0, 10) ?? '',
      listId: card.listId,
      assigneeId: card.assigneeId ?? nobody,
      checklist: (card.checklist ?? []).map((item) => ({ ...item })),
    },
    prepare: (values) => ({
      ...values,
      description: values.description.trim() || null,
      dueDate: values.dueDate || null,
      assigneeId: values.assigneeId === nobody || !values.assigneeId ? null : values.assigneeId,
      checklist: values.checklist.map((item) => ({ ...item, title: item.title.trim() })),
    }),
    serverErrors,
  });
  const checklist = useFieldArray({ control: form.control, name: 'checklist' });
  const [item, setItem] = useState('');
  const [itemError, setItemError] = useState<string | null>(null);
  const addItem = () => {
    const title = item.trim();
    const problem = titleProblem(title, 200);
    if (problem) return setItemError(t(`form.errors.${problem}`));
    checklist.append({ title, done: false });
    setItem('');
    setItemError(null);
  };
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
      size="lg"
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
      {select(
        'assigneeId',
        t('scrumboard.assignee'),
        [{ id: nobody, label: t('scrumboard.nobody') }, ...board.members.map((m) => ({ id: m.id, label: m.name }))],
        { required: false },
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
      <fieldset className={styles.checklist}>
        <legend className={styles.sectionTitle}>{t('scrumboard.checklist')}</legend>
        {checklist.fields.length ? (
          <ul className={styles.checklistItems}>
            {checklist.fields.map((field, i) => (
              <li key={field.id} className={styles.checklistItem}>
                {check(`checklist.${i}.done` as Path<CardValues>, field.title)}
                <IconButton
                  icon="heroicons_outline:x-mark"
                  size="sm"
                  label={t('scrumboard.removeItem', { title: field.title })}
                  onPress={() => checklist.remove(i)}
                  noTooltip
                />
              </li>
            ))}
          </ul>
        ) : null}
        {checklist.fields.length < boardLimits.checklist ? (
          <div className={styles.addItem}>
            <TextField
              label={t('scrumboard.checklistItem')}
              value={item}
              onChange={(next) => (setItem(next), setItemError(null))}
              onKeyDown={(event) => {
                // Enter adds the item here; it does not save the whole card.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                addItem();
              }}
              errorMessage={itemError ?? undefined}
              maxLength={200}
            />
            <Button variant="secondary" size="sm" icon="heroicons_outline:plus" onPress={addItem}>
              {t('scrumboard.addItem')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      {talk.onComment || talk.comments ? <CardComments {...talk} readOnly={board.archived} /> : null}
    </EditorDialog>
  );
}

/** A card's comments, oldest first, and a field to add one (plain text, as written). */
function CardComments({
  comments,
  commentsError,
  userId,
  onComment,
  onDeleteComment,
  readOnly,
}: Pick<ScrumboardCardEditorProps, 'comments' | 'commentsError' | 'userId' | 'onComment' | 'onDeleteComment'> & {
  readOnly?: boolean;
}) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    const words = draft.trim();
    const wrong = titleProblem(words, boardLimits.commentLength);
    if (wrong) return setProblem(t(`form.errors.${wrong}`));
    setSending(true);
    try {
      await onComment?.(words);
      setDraft('');
      setProblem(null);
    } finally {
      setSending(false);
    }
  };
  return (
    <section className={styles.comments} aria-label={t('scrumboard.comments')}>
      <h3 className={styles.sectionTitle}>{t('scrumboard.comments')}</h3>
      {commentsError ? (
        <p role="alert" className={styles.muted}>
          {t('scrumboard.commentsError')}: {commentsError}
        </p>
      ) : !comments ? (
        <div role="status" aria-busy="true" aria-label={t('scrumboard.loadingComments')}>
          <Skeleton width="80%" />
        </div>
      ) : comments.length ? (
        <ol className={styles.commentList}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <Avatar name={comment.authorName} size="sm" />
              <div className={styles.commentBody}>
                <p className={styles.muted}>
                  {t('scrumboard.commentBy', { name: comment.authorName, moment: format.moment(comment.at) })}
                </p>
                <p className={styles.commentText}>{comment.text}</p>
              </div>
              {comment.authorId === userId && onDeleteComment && !readOnly ? (
                <IconButton
                  icon="heroicons_outline:trash"
                  size="sm"
                  label={t('scrumboard.deleteComment')}
                  onPress={() => onDeleteComment(comment)}
                />
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('scrumboard.noComments')}</p>
      )}
      {onComment && !readOnly ? (
        <div className={styles.addComment}>
          <TextArea
            label={t('scrumboard.writeComment')}
            value={draft}
            onChange={(next) => (setDraft(next), setProblem(null))}
            errorMessage={problem ?? undefined}
            maxLength={boardLimits.commentLength}
          />
          <Button size="sm" onPress={() => void send()} isPending={sending}>
            {t('scrumboard.comment')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
