import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { Resource } from '@courier/domain';
import { ErrorPage, Spinner, toast, type MasterDataFormProps, type MasterDataPageProps } from '@courier/ui';
import { ApiError } from '../../api/client';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useTitle } from '../../pages/useTitle';
import { recordQuery, useRecordDelete, useRecordSave, useRights } from './useRecords';
import { useUnsavedGuard } from './useUnsavedGuard';

/** The master-data kinds; each has its words under this key (title, new, edit, back, created, saved, deleted). */
export type RecordKind = 'offices' | 'customers' | 'routes' | 'drivers' | 'trucks';

export interface RecordModuleSpec<T extends { id: string }, V> {
  resource: Resource;
  kind: RecordKind;
  /** Where the module lives: `/secure/customers`. */
  base: string;
  /** What a toast calls the record: its code, plate or number. */
  code: (record: T) => string;
  /** The tab title of its page. */
  title: (record: T) => string;
  List: ComponentType;
  /** The detail view with the record's relations, given the way back, edit and delete. */
  Detail: ComponentType<{ record: T; page: MasterDataPageProps }>;
  Form: ComponentType<MasterDataFormProps<V>>;
  /** The form's values for an existing record, and for a new one (a hook: it may read the user's office). */
  toInput: (record: T) => V;
  useBlank: () => V;
  /** More pages of the module by their path (`import`), before the records' own. */
  pages?: Record<string, ComponentType>;
}

/** Loads one record: the page for it, a 404 page, an error page with a retry, or a spinner. */
export function Loaded<T extends { id: string }>({
  resource,
  id,
  children,
}: {
  resource: Resource;
  id: string;
  children: (record: T) => ReactElement;
}) {
  const record = useQuery(recordQuery<T>(resource, id));
  if (record.isError)
    return record.error instanceof ApiError && record.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorPage onRetry={() => void record.refetch()} />
    );
  return record.data ? children(record.data) : <Spinner size="lg" />;
}

/**
 * A master-data module: list, detail, new and edit under one path, with the role's rights
 * applied (no "New", "Edit" or "Delete" for a role that cannot; their URLs lead back), the
 * server's refusals shown where they belong and an unsaved-changes guard on the form.
 */
export function recordModule<T extends { id: string }, V>(spec: RecordModuleSpec<T, V>) {
  const { resource, kind, base } = spec;

  function DetailPage({ record }: { record: T }) {
    const { t } = useTranslation('ui');
    const navigate = useNavigate();
    const rights = useRights(resource);
    const remove = useRecordDelete(resource, record.id, () => {
      toast.success(t(`${kind}.deleted`, { code: spec.code(record) }));
      void navigate(base, { replace: true });
    });
    useTitle(spec.title(record));
    const page: MasterDataPageProps = {
      backHref: base,
      backLabel: t(`${kind}.back`),
      editHref: rights.update ? `${base}/${record.id}/edit` : undefined,
      onDelete: rights.delete ? remove : undefined,
    };
    return <spec.Detail record={record} page={page} />;
  }

  function FormPage({ record }: { record?: T }) {
    const { t } = useTranslation('ui');
    const navigate = useNavigate();
    const [dirty, setDirty] = useState(false);
    const guard = useUnsavedGuard(dirty);
    const { save, serverErrors, error } = useRecordSave<T, V>(resource, record);
    const blank = spec.useBlank();
    const [initial] = useState(() => (record ? spec.toInput(record) : blank));
    useTitle(record ? `${t(`${kind}.edit`)} · ${spec.code(record)}` : t(`${kind}.new`));
    const submit = async (values: V) => {
      const saved = await save(values);
      guard.release();
      toast.success(t(record ? `${kind}.saved` : `${kind}.created`, { code: spec.code(saved) }));
      await navigate(`${base}/${saved.id}`);
    };
    return (
      <>
        <spec.Form
          mode={record ? 'edit' : 'create'}
          initial={initial}
          onSubmit={submit}
          onCancel={() => void navigate(record ? `${base}/${record.id}` : base)}
          serverErrors={serverErrors}
          error={error}
          onDirtyChange={setDirty}
        />
        {guard.dialog}
      </>
    );
  }

  function ShowPage() {
    const { id = '' } = useParams();
    return (
      <Loaded<T> key={id} resource={resource} id={id}>
        {(record) => <DetailPage record={record} />}
      </Loaded>
    );
  }

  function NewPage() {
    return useRights(resource).create ? <FormPage /> : <Navigate to={base} replace />;
  }

  function EditPage() {
    const { id = '' } = useParams();
    const mayEdit = useRights(resource).update;
    if (!mayEdit) return <Navigate to={`${base}/${id}`} replace />;
    return (
      <Loaded<T> key={id} resource={resource} id={id}>
        {(record) => <FormPage record={record} />}
      </Loaded>
    );
  }

  return function RecordModule() {
    return (
      <Routes>
        <Route index element={<spec.List />} />
        <Route path="new" element={<NewPage />} />
        {Object.entries(spec.pages ?? {}).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path=":id/edit" element={<EditPage />} />
        <Route path=":id" element={<ShowPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  };
}
