import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { placeCards, turkeyDayTime, type Board, type BoardCard, type CardPlace } from '@courier/domain';
import {
  boardWithPlaces,
  ButtonLink,
  EmptyState,
  ScrumboardBoard,
  ScrumboardBoards,
  ScrumboardCardEditor,
  toast,
  type BoardWithLists,
  type CardChange,
} from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useTitle } from '../../pages/useTitle';
import { GoneNotice } from './GoneNotice';
import { formFieldErrors } from './useSampleSave';

/**
 * /apps/scrumboard and /apps/scrumboard/{boardId}: each person's boards over the sample area's
 * API (every signed-in role). The open card is in the address (`?card=`), so it can be linked
 * and survives a reload. A moved card shows in its new place at once and goes back, with a
 * word, when the server refuses the move; everything else is drawn from the server's answer.
 */
const base = '/apps/scrumboard';
const api = '/api/apps/scrumboard';
const boardsKey = ['apps', 'scrumboard', 'boards'] as const;
const boardKey = (id: string) => ['apps', 'scrumboard', 'board', id] as const;

export function ScrumboardApp() {
  return (
    <Routes>
      <Route index element={<BoardsPage />} />
      <Route path=":boardId" element={<BoardPage />} />
    </Routes>
  );
}

function BoardsPage() {
  const { t } = useTranslation('ui');
  const boards = useQuery({
    queryKey: boardsKey,
    queryFn: ({ signal }) => request<Board[]>(`${api}/boards`, { signal }),
  });
  useTitle(t('scrumboard.title'));
  return (
    <ScrumboardBoards
      boards={boards.data}
      error={boards.error ? messageOf(boards.error) : null}
      onRetry={() => void boards.refetch()}
      boardHref={(b) => `${base}/${b.id}`}
    />
  );
}

function BoardPage() {
  const { boardId = '' } = useParams();
  const { t } = useTranslation('ui');
  const client = useQueryClient();
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
      editor={
        open && board.data ? (
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
    />
  );
}
