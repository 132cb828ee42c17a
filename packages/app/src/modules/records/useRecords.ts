import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { canWrite, type Page, type Resource } from '@courier/domain';
import { toast, type DeleteRefusal, type ListViewProps } from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useAuth } from '../../auth/auth';
import { usePreference } from '../../state/preferences';
import { readRecordView, recordApiQuery, writeRecordView, type RecordView, type RecordViewSpec } from './listView';
import { pagedViewProps } from './pagedView';

/** One record, kept fresh for 30 s like the lists. */
export const recordQuery = <T>(resource: Resource, id: string) =>
  queryOptions({
    queryKey: [resource, 'one', id],
    queryFn: ({ signal }) => request<T>(`/api/v1/${resource}/${id}`, { signal }),
  });

const listQuery = <T, F extends { q: string }>(resource: Resource, view: RecordView<F>) =>
  queryOptions({
    queryKey: [resource, 'list', recordApiQuery(view)],
    queryFn: ({ signal }) => request<Page<T>>(`/api/v1/${resource}`, { query: recordApiQuery(view), signal }),
  });

/** A page of records related to the one shown (a customer's parcels, a truck's trips), newest first. */
export function useRelated<T>(resource: Resource, query: Record<string, string | number>) {
  const page = useQuery({
    queryKey: [resource, 'list', query],
    queryFn: ({ signal }) => request<Page<T>>(`/api/v1/${resource}`, { query, signal }),
  });
  return { total: page.data?.total ?? 0, items: page.data?.items ?? ([] as T[]), isLoaded: !!page.data };
}

/** What the user's role may do with a resource. */
export function useRights(resource: Resource) {
  const { user } = useAuth();
  const may = (action: 'create' | 'update' | 'delete') => !!user && canWrite(user.role, resource, action);
  return { create: may('create'), update: may('update'), delete: may('delete') };
}

/**
 * A server-paged list whose view lives in the URL: the props every RecordList takes, the rows
 * picked by a selection, and activate/deactivate for a selection (one PATCH per record; what
 * the server refuses is counted and told, the rest stays done).
 */
export function useRecordList<T extends { id: string }, F extends { q: string }>(
  resource: Resource,
  base: string,
  spec: RecordViewSpec<F>,
) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const rights = useRights(resource);
  const [params, setParams] = useSearchParams();
  const view = readRecordView(params, spec);
  const [selected, setSelected] = useState<string[]>([]);
  // Until the user chooses, the list's own default columns (those that fit a 1280 px screen).
  const [hidden, setHidden] = usePreference<string[] | null>(`${resource}.hiddenColumns`, null);
  const query = useQuery({ ...listQuery<T, F>(resource, view), placeholderData: keepPreviousData });
  const show = (next: Partial<RecordView<F>>) => {
    const nextView = { ...view, ...next };
    // The request leaves with the user's input, not after the URL and the page have rendered.
    void client.prefetchQuery(listQuery<T, F>(resource, nextView));
    setSelected((ids) => (ids.length ? [] : ids));
    setParams(writeRecordView(nextView, spec));
  };
  const listProps: ListViewProps<T, F> = {
    ...pagedViewProps(view, show, query),
    selectedIds: selected,
    onSelectionChange: setSelected,
    hiddenColumns: hidden ?? undefined,
    onHiddenColumnsChange: setHidden,
    newHref: rights.create ? `${base}/new` : undefined,
    rowHref: (row) => `${base}/${row.id}`,
    onOpen: (row) => void navigate(`${base}/${row.id}`),
  };
  const chosen = (ids: string[]) => (query.data?.items ?? []).filter((row) => ids.includes(row.id));

  const setActive = async (ids: string[], active: boolean) => {
    const results = await Promise.allSettled(
      ids.map((id) => request(`/api/v1/${resource}/${id}`, { method: 'PATCH', body: { active } })),
    );
    const done = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    void client.invalidateQueries({ queryKey: [resource] });
    setSelected([]);
    if (done) toast.success(t(active ? 'records.activatedCount' : 'records.deactivatedCount', { count: done }));
    if (refused) toast.warn(t('records.someRefused', { count: ids.length - done, reason: messageOf(refused.reason) }));
  };
  return { listProps, chosen, setActive: rights.update ? setActive : undefined, query };
}

/** Deletes a record; a refusal comes back as what the delete dialog shows (409 in_use: what still uses it). */
export function useRecordDelete(resource: Resource, id: string, after: () => void) {
  const client = useQueryClient();
  return async () => {
    try {
      await request(`/api/v1/${resource}/${id}`, { method: 'DELETE' });
    } catch (caught) {
      const usage =
        caught instanceof ApiError
          ? ((caught.body as { error?: { usage?: Record<string, number> } } | undefined)?.error?.usage ?? undefined)
          : undefined;
      const refusal: DeleteRefusal = { message: messageOf(caught), usage };
      throw refusal;
    }
    client.removeQueries({ queryKey: [resource, 'one', id] });
    void client.invalidateQueries({ queryKey: [resource] });
    after();
  };
}

/**
 * Saves a record (POST, or PATCH of what changed): the server's 422 field errors go back onto
 * the form's fields, any other refusal into its alert.
 */
export function useRecordSave<T extends { id: string }, V>(resource: Resource, existing?: T) {
  const client = useQueryClient();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [error, setError] = useState<string | null>(null);
  const save = async (values: V): Promise<T> => {
    setError(null);
    setServerErrors(undefined);
    try {
      const saved = await request<T>(existing ? `/api/v1/${resource}/${existing.id}` : `/api/v1/${resource}`, {
        method: existing ? 'PATCH' : 'POST',
        body: values,
      });
      client.setQueryData(recordQuery<T>(resource, saved.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: [resource, 'list'] });
      return saved;
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422 && caught.fields) setServerErrors(caught.fields);
      setError(messageOf(caught));
      throw caught;
    }
  };
  return { save, serverErrors, error };
}
