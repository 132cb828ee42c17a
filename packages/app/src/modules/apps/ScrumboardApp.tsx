import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  placeCards,
  turkeyDayTime,
  type Board,
  type BoardCard,
  type BoardComment,
  type CardPlace,
} from '@courier/domain';
import {
  BoardDialog,
  boardWithPlaces,
  ButtonLink,
  EmptyState,
  ScrumboardBoard,
  ScrumboardBoards,
  ScrumboardCardEditor,
  toast,
  type BoardValues,
  type BoardWithLists,
  type CardChange,
} from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useStaff } from '../../api/scans';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { GoneNotice } from './GoneNotice';
import { formFieldErrors } from './useSampleSave';

/**
 * /apps/scrumboard (`?archived=1`: the archived boards) and /apps/scrumboard/{boardId}: the
 * boards one is a member of, shared with their other members (every signed-in role may make
 * one). The open card is in the address (`?card=`), so it can be linked (a notification of a
 * card given to one links there) and survives a reload. A moved card shows in its new place at
 * once and goes back, with a word, when the server refuses the move; everything else is drawn
 * from the server's answer, read again when a member changes the board (the event stream's
 * `boards`).
 */
const base = '/apps/scrumboard';
const api = '/api/apps/scrumboard';
const boardsKey = ['apps', 'scrumboard', 'boards'] as const;
const boardKey = (id: string) => ['apps', 'scrumboard', 'board', id] as const;
const commentsKey = (cardId: string) => ['apps', 'scrumboard', 'comments', cardId] as const;

export function ScrumboardApp() {
  return (
    <Routes>
      <Route index element={<BoardsPage />} />
      <Route path=":boardId" element={<BoardPage />} />
    </Routes>
  );
}

/** The colleagues a board's members are chosen from: everyone but the signed-in user, by name. */
function useColleagues() {
  const staff = useStaff();
  const { user } = useAuth();
  return staff
    .filter((m) => m.id !== user?.id)
    .map((m) => ({ id: m.id, name: m.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

/** A board's save, with the server's field errors kept for the dialog. */
function useBoardSave(send: (values: BoardValues) => Promise<Board>, done: (board: Board) => void) {
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const save = async (values: BoardValues) => {
    setError(null);
    setServerErrors(undefined);
    try {
      done(await send(values));
    } catch (caught) {
      setServerErrors(formFieldErrors(caught, 'board'));
      setError(messageOf(caught));
      throw caught;
    }
  };
  return { save, error, serverErrors };
}

function BoardsPage() {
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const archived = params.get('archived') === '1';
  const colleagues = useColleagues();
  const boards = useQuery({
    queryKey: [...boardsKey, archived],
    queryFn: ({ signal }) => request<Board[]>(`${api}/boards`, { signal, query: { archived: String(archived) } }),
  });
  const create = useBoardSave(
    (values) => request<Board>(`${api}/boards`, { method: 'POST', body: values }),
    (board) => {
      void client.invalidateQueries({ queryKey: boardsKey });
      toast.success(t('scrumboard.boardCreated', { title: board.title }));
      navigate(`${base}/${board.id}`);
    },
  );
  useTitle(archived ? t('scrumboard.archivedBoards') : t('scrumboard.title'));
  return (
    <ScrumboardBoards
      boards={boards.data}
      error={boards.error ? messageOf(boards.error) : null}
      onRetry={() => void boards.refetch()}
      boardHref={(b) => `${base}/${b.id}`}
      archived={archived}
      activeHref={base}
      archivedHref={`${base}?archived=1`}
      onCreate={create.save}
      colleagues={colleagues}
      createError={create.error}
      serverErrors={create.serverErrors}
    />
  );
}

function BoardPage() {
  const { boardId = '' } = useParams();
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const colleagues = useColleagues();
  const [editing, setEditing] = useState(false);
  const [params, setParams] = useSearchParams();
  const key = boardKey(boardId);
  const board = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request<BoardWithLists | null>(`${api}/board`, { signal, query: { id: boardId } }),
  });
  useTitle(board.data?.title ?? t('scrumboard.title'));
  const today = turkeyDayTime(new Date().toISOString()).day;
  const refresh = () => client.invalidateQueries({ queryKey: ['apps', 'scrumboard'] });
  const refused = (error: unknown) => toast.warn(t('scrumboard.notSaved'), messageOf(error));
  /** A write whose answer is drawn by loading the board again. */
  const write = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onError: refused,
    onSettled: refresh,
  });
  const move = useMutation({
    mutationFn: (places: CardPlace[]) =>
      request(`${api}/board/card/positions`, { method: 'PATCH', body: { cards: places } }),
    onMutate: async (places) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<BoardWithLists | null>(key);
      if (before) client.setQueryData(key, boardWithPlaces(before, places));
      return { before };
    },
    onError: (error, _places, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      refused(error);
    },
    onSettled: refresh,
  });

  const cardId = params.get('card');
  const openCard = (card: BoardCard | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (card) next.set('card', card.id);
        else next.delete('card');
        return next;
      },
      { replace: !card },
    );
  const open = cardId ? board.data?.lists.flatMap((list) => list.cards).find((card) => card.id === cardId) : undefined;

  if (board.data === null)
    return (
      <EmptyState
        icon="heroicons_outline:question-mark-circle"
        title={t('scrumboard.notFound')}
        action={
          <ButtonLink variant="secondary" href={base}>
            {t('scrumboard.allBoards')}
          </ButtonLink>
        }
      />
    );
  return (
    <ScrumboardBoard
      board={board.data}
      error={board.error ? messageOf(board.error) : null}
      onRetry={() => void board.refetch()}
      boardsHref={base}
      today={today}
      onMoveCards={(places) => move.mutate(places)}
      onOpenCard={openCard}
      onAddCard={(list, title) =>
        write.mutate(() => request(`${api}/board/card`, { method: 'POST', body: { boardId, listId: list.id, title } }))
      }
      onAddList={(title) =>
        write.mutate(() => request(`${api}/board/list`, { method: 'POST', body: { boardId, title } }))
      }
      onRenameList={(list, title) =>
        write.mutate(() => request(`${api}/board/list`, { method: 'PATCH', body: { id: list.id, list: { title } } }))
      }
      onDeleteList={(list) =>
        write.mutate(() => request(`${api}/board/list`, { method: 'DELETE', query: { id: list.id } }))
      }
      onEditBoard={() => setEditing(true)}
      onArchive={(archived) =>
        write.mutate(async () => {
          await request(`${api}/board`, { method: 'PATCH', body: { id: boardId, board: { archived } } });
          toast.success(t(archived ? 'scrumboard.archived' : 'scrumboard.boardSaved'));
        })
      }
      editor={
        editing && board.data ? (
          <BoardEditor board={board.data} colleagues={colleagues} onClose={() => setEditing(false)} onDone={refresh} />
        ) : open && board.data ? (
          <CardEditor key={open.id} card={open} board={board.data} onClose={() => openCard(null)} onDone={refresh} />
        ) : cardId && board.data ? (
          <GoneNotice message={t('scrumboard.cardGone')} onClose={() => openCard(null)} />
        ) : undefined
      }
    />
  );
}

/** The open card's editor: a move to another list puts the card at that list's foot. */
function CardEditor({
  card,
  board,
  onClose,
  onDone,
}: {
  card: BoardCard;
  board: BoardWithLists;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('ui');
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const save = async (change: CardChange) => {
    setError(null);
    setServerErrors(undefined);
    const target = board.lists.find((list) => list.id === change.listId);
    const place =
      change.listId !== card.listId && target
        ? { position: placeCards(target.cards, target.id, [card.id], target.cards.length)[0]!.position }
        : {};
    try {
      await request(`${api}/board/card`, { method: 'PATCH', body: { id: card.id, card: { ...change, ...place } } });
      onDone();
    } catch (caught) {
      setServerErrors(formFieldErrors(caught, 'card'));
      setError(messageOf(caught));
      throw caught;
    }
  };
  const client = useQueryClient();
  const { user } = useAuth();
  const comments = useQuery({
    queryKey: commentsKey(card.id),
    queryFn: ({ signal }) => request<BoardComment[]>(`${api}/board/card/comments`, { signal, query: { id: card.id } }),
  });
  const talked = () => {
    void client.invalidateQueries({ queryKey: commentsKey(card.id) });
    onDone();
  };
  const comment = async (text: string) => {
    try {
      await request(`${api}/board/card/comment`, { method: 'POST', body: { cardId: card.id, text } });
      talked();
    } catch (caught) {
      toast.warn(t('scrumboard.notSaved'), messageOf(caught));
      throw caught;
    }
  };
  const uncomment = (gone: BoardComment) =>
    void request(`${api}/board/card/comment`, { method: 'DELETE', query: { id: gone.id } })
      .catch((caught: unknown) => toast.warn(t('scrumboard.notSaved'), messageOf(caught)))
      .finally(talked);
  const remove = async () => {
    try {
      await request(`${api}/board/card`, { method: 'DELETE', query: { id: card.id } });
      toast.success(t('scrumboard.cardDeleted', { title: card.title }));
      onClose();
    } catch (caught) {
      toast.warn(t('scrumboard.notSaved'), messageOf(caught));
    } finally {
      onDone();
    }
  };
  return (
    <ScrumboardCardEditor
      card={card}
      board={board}
      onClose={onClose}
      onSave={save}
      onDelete={() => void remove()}
      error={error}
      serverErrors={serverErrors}
      comments={comments.data}
      commentsError={comments.error ? messageOf(comments.error) : null}
      userId={user?.id}
      onComment={comment}
      onDeleteComment={uncomment}
    />
  );
}

/** The board's own editor: its title and purpose; its members for its owner. */
function BoardEditor({
  board,
  colleagues,
  onClose,
  onDone,
}: {
  board: BoardWithLists;
  colleagues: { id: string; name: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('ui');
  const edit = useBoardSave(
    ({ memberIds, ...words }) =>
      request<Board>(`${api}/board`, {
        method: 'PATCH',
        body: { id: board.id, board: board.mayManage ? { ...words, memberIds } : words },
      }),
    () => {
      toast.success(t('scrumboard.boardSaved'));
      onDone();
    },
  );
  return (
    <BoardDialog
      board={board}
      colleagues={colleagues}
      onClose={onClose}
      onSave={edit.save}
      error={edit.error}
      serverErrors={edit.serverErrors}
    />
  );
}
