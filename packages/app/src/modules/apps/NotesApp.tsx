import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import type { Note, Tag } from '@courier/domain';
import { LabelsDialog, NoteEditor, NotesView, toast, type NoteChange, type NotesFilter } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useTitle } from '../../pages/useTitle';
import { GoneNotice } from './GoneNotice';
import { formFieldErrors } from './useSampleSave';

/**
 * /apps/notes, /apps/notes/reminders, /apps/notes/archive and /apps/notes/labels/{id}: each
 * person's notes over the sample area's API (every signed-in role). The open note is in the
 * address (`?note={id}`, `?note=new`), so it can be linked and survives a reload. A checklist
 * line ticked on the board shows at once and comes back, with a word, if the server refuses it.
 */
const base = '/apps/notes';
const api = '/api/apps/notes';
const notesKey = ['apps', 'notes'] as const;
const labelsKey = ['apps', 'notes', 'labels'] as const;

export function NotesApp() {
  return (
    <Routes>
      <Route index element={<NotesPage filter={{ kind: 'notes' }} />} />
      <Route path="reminders" element={<NotesPage filter={{ kind: 'reminders' }} />} />
      <Route path="archive" element={<NotesPage filter={{ kind: 'archive' }} />} />
      <Route path="labels/:labelId" element={<LabelPage />} />
    </Routes>
  );
}

function LabelPage() {
  const { labelId = '' } = useParams();
  return <NotesPage filter={{ kind: 'label', labelId }} />;
}

const hrefOf = (filter: NotesFilter) =>
  filter.kind === 'notes'
    ? base
    : filter.kind === 'label'
      ? `${base}/labels/${filter.labelId}`
      : `${base}/${filter.kind}`;

function NotesPage({ filter }: { filter: NotesFilter }) {
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [editingLabels, setEditingLabels] = useState(false);
  const notes = useQuery({ queryKey: notesKey, queryFn: ({ signal }) => request<Note[]>(`${api}/all`, { signal }) });
  const labels = useQuery({
    queryKey: labelsKey,
    queryFn: ({ signal }) => request<Tag[]>(`${api}/labels`, { signal }),
  });
  useTitle(t('notes.title'));
  const refresh = () => client.invalidateQueries({ queryKey: notesKey });
  const refused = (error: unknown) => toast.warn(t('notes.notSaved'), messageOf(error));

  const toggle = useMutation({
    mutationFn: (next: Note) =>
      request(api, { method: 'PATCH', body: { updatedNote: { id: next.id, tasks: next.tasks } } }),
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: notesKey });
      const before = client.getQueryData<Note[]>(notesKey);
      if (before)
        client.setQueryData(
          notesKey,
          before.map((n) => (n.id === next.id ? next : n)),
        );
      return { before };
    },
    onError: (error, _next, context) => {
      if (context?.before) client.setQueryData(notesKey, context.before);
      refused(error);
    },
    onSettled: refresh,
  });
  /** A write to the labels: the notes are loaded again too, since deleting a label takes it off them. */
  const labelWrite = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onError: refused,
    onSettled: () => client.invalidateQueries({ queryKey: notesKey }),
  });

  const opened = params.get('note');
  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('note', id);
        else next.delete('note');
        return next;
      },
      { replace: !id },
    );
  const note = opened && opened !== 'new' ? notes.data?.find((n) => n.id === opened) : undefined;

  let dialog;
  if (editingLabels)
    dialog = (
      <LabelsDialog
        title={t('notes.editLabels')}
        labels={labels.data ?? []}
        onClose={() => setEditingLabels(false)}
        onCreate={(title) =>
          labelWrite.mutate(() => request(`${api}/labels`, { method: 'POST', body: { label: { title } } }))
        }
        onRename={(label, title) =>
          labelWrite.mutate(() =>
            request(`${api}/labels`, { method: 'PATCH', body: { id: label.id, label: { title } } }),
          )
        }
        onDelete={(label) =>
          labelWrite.mutate(() => request(`${api}/labels`, { method: 'DELETE', query: { id: label.id } }))
        }
      />
    );
  else if (opened === 'new' || note)
    dialog = (
      <Editor key={opened} note={note ?? null} labels={labels.data ?? []} onClose={() => open(null)} onDone={refresh} />
    );
  else if (opened && notes.data) dialog = <GoneNotice message={t('notes.notFound')} onClose={() => open(null)} />;

  return (
    <NotesView
      notes={notes.data}
      labels={labels.data ?? []}
      error={notes.error ? messageOf(notes.error) : null}
      onRetry={() => void notes.refetch()}
      filter={filter}
      filterHref={hrefOf}
      query={query}
      onQueryChange={setQuery}
      onOpen={(n) => open(n.id)}
      onNew={() => open('new')}
      onToggleTask={(n, taskId, completed) =>
        toggle.mutate({
          ...n,
          tasks: (n.tasks ?? []).map((task) => (task.id === taskId ? { ...task, completed } : task)),
        })
      }
      onEditLabels={() => setEditingLabels(true)}
      dialog={dialog}
    />
  );
}

/** The open note's editor: a new note is made only when it is saved. */
function Editor({
  note,
  labels,
  onClose,
  onDone,
}: {
  note: Note | null;
  labels: Tag[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('ui');
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const save = async (change: NoteChange) => {
    setError(null);
    setServerErrors(undefined);
    try {
      if (note) await request(api, { method: 'PATCH', body: { updatedNote: { id: note.id, ...change } } });
      else await request(api, { method: 'POST', body: { note: change } });
      toast.success(t('notes.saved'));
      onDone();
    } catch (caught) {
      setServerErrors(formFieldErrors(caught, note ? 'updatedNote' : 'note'));
      setError(messageOf(caught));
      throw caught;
    }
  };
  const remove = async () => {
    try {
      await request(api, { method: 'DELETE', query: { id: note!.id } });
      toast.success(t('notes.deleted'));
      onClose();
    } catch (caught) {
      toast.warn(t('notes.notSaved'), messageOf(caught));
    } finally {
      onDone();
    }
  };
  return (
    <NoteEditor
      note={note}
      labels={labels}
      onClose={onClose}
      onSave={save}
      onDelete={note ? () => void remove() : undefined}
      error={error}
      serverErrors={serverErrors}
    />
  );
}
