import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  mayEditCompanySamples,
  type InventoryCategory,
  type InventoryPagination,
  type InventoryProduct,
  type Page,
  type Tag,
} from '@courier/domain';
import {
  blankProduct,
  ErrorPage,
  InventoryDetail,
  InventoryForm,
  inventoryInputOf,
  InventoryList,
  inventorySortFields,
  noInventoryFilters,
  Spinner,
  toast,
  type DeleteRefusal,
  type InventoryFilters,
  type InventoryInput,
  type InventoryRefs,
} from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useAuth } from '../../auth/auth';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useTitle } from '../../pages/useTitle';
import { readRecordView, writeRecordView, type RecordView, type RecordViewSpec } from '../records/listView';
import { pagedViewProps } from '../records/pagedView';
import { useUnsavedGuard } from '../records/useUnsavedGuard';
import { useSampleSave } from './useSampleSave';

/**
 * /apps/inventory, /apps/inventory/new, /apps/inventory/{id} and /apps/inventory/{id}/edit: the
 * company's products over the sample area's API. Everyone signed in reads them; only an
 * administrator or a manager changes them (the server refuses the others; they see no New, Edit
 * or Delete). The list's search, sort, page and page size live in the URL. A new product is made
 * only when its form is saved (the API's blank product, then the form's values), so a cancelled
 * form leaves no "A new product" behind.
 */
const base = '/apps/inventory';
const api = '/api/apps/ecommerce/inventory';
const key = ['apps', 'inventory'] as const;
const spec: RecordViewSpec<InventoryFilters> = {
  noFilters: noInventoryFilters,
  allowed: {},
  sortFields: inventorySortFields,
  defaultSort: { id: 'name', direction: 'asc' },
};

interface ProductsAnswer {
  /** Null past the last page, where the pagination holds only the last page. */
  products: InventoryProduct[] | null;
  pagination: Partial<InventoryPagination> & { lastPage: number };
}

const productsQuery = (view: RecordView<InventoryFilters>) => {
  const query = {
    search: view.filters.q || undefined,
    sort: view.sort?.id,
    order: view.sort?.direction,
    page: view.page,
    size: view.size,
  };
  return queryOptions({
    queryKey: [...key, 'products', query],
    queryFn: async ({ signal }): Promise<Page<InventoryProduct>> => {
      const { products, pagination } = await request<ProductsAnswer>(`${api}/products`, { query, signal });
      return {
        items: products ?? [],
        total: pagination.length ?? 0,
        page: view.page,
        size: view.size,
        lastPage: pagination.lastPage,
      };
    },
  });
};

const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...key, 'product', id],
    queryFn: ({ signal }) => request<InventoryProduct | null>(`${api}/product`, { query: { id }, signal }),
  });

/** Categories, brands, vendors and tags: few, and seldom changed while the app runs. */
function useRefs(): InventoryRefs | undefined {
  const options = <T,>(what: string) => ({
    queryKey: [...key, what],
    queryFn: ({ signal }: { signal: AbortSignal }) => request<T[]>(`${api}/${what}`, { signal }),
    staleTime: 5 * 60_000,
  });
  const categories = useQuery(options<InventoryCategory>('categories'));
  const brands = useQuery(options<InventoryCategory>('brands'));
  const vendors = useQuery(options<InventoryCategory>('vendors'));
  const tags = useQuery(options<Tag>('tags'));
  if (!categories.data || !brands.data || !vendors.data || !tags.data) return undefined;
  return { categories: categories.data, brands: brands.data, vendors: vendors.data, tags: tags.data };
}

function useMayEdit() {
  const { user } = useAuth();
  return !!user && mayEditCompanySamples(user.role);
}

export function InventoryApp() {
  return (
    <Routes>
      <Route index element={<ProductsPage />} />
      <Route path="new" element={<NewPage />} />
      <Route path=":id" element={<ProductPage />} />
      <Route path=":id/edit" element={<EditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function ProductsPage() {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const mayEdit = useMayEdit();
  const [params, setParams] = useSearchParams();
  const view = readRecordView(params, spec);
  const categories = useRefs()?.categories ?? [];
  const query = useQuery({ ...productsQuery(view), placeholderData: keepPreviousData });
  useTitle(t('inventory.title'));
  const show = (next: Partial<RecordView<InventoryFilters>>) => {
    const nextView = { ...view, ...next };
    // The request leaves with the user's input, not after the URL and the page have rendered.
    void client.prefetchQuery(productsQuery(nextView));
    setParams(writeRecordView(nextView, spec));
  };
  // An address past the last page (an old link, a list that shrank) shows the last page.
  const lastPage = query.data?.lastPage;
  const beyond = !!lastPage && !query.isPlaceholderData && view.page > lastPage;
  useEffect(() => {
    if (beyond) setParams(writeRecordView({ ...view, page: lastPage }, spec), { replace: true });
  });
  return (
    <InventoryList
      {...pagedViewProps(view, show, query)}
      categories={categories}
      selectedIds={[]}
      onSelectionChange={() => undefined}
      newHref={mayEdit ? `${base}/new` : undefined}
      rowHref={(p) => `${base}/${p.id}`}
      onOpen={(p) => void navigate(`${base}/${p.id}`)}
    />
  );
}

/** Loads one product: its page, a 404 page, an error page with a retry, or a spinner. */
function Loaded({
  id,
  children,
}: {
  id: string;
  children: (product: InventoryProduct, refs: InventoryRefs) => ReactElement;
}) {
  const product = useQuery(productQuery(id));
  const refs = useRefs();
  if (product.isError) return <ErrorPage onRetry={() => void product.refetch()} />;
  if (product.data === null) return <NotFoundPage />;
  return product.data && refs ? children(product.data, refs) : <Spinner size="lg" />;
}

function ProductPage() {
  const { id = '' } = useParams();
  return (
    <Loaded key={id} id={id}>
      {(product, refs) => <ProductDetail product={product} refs={refs} />}
    </Loaded>
  );
}

function ProductDetail({ product, refs }: { product: InventoryProduct; refs: InventoryRefs }) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const mayEdit = useMayEdit();
  const name = product.name || t('inventory.unnamed');
  useTitle(name);
  const remove = async () => {
    try {
      await request(`${api}/product`, { method: 'DELETE', query: { id: product.id } });
    } catch (caught) {
      throw { message: messageOf(caught) } satisfies DeleteRefusal;
    }
    client.removeQueries({ queryKey: [...key, 'product', product.id] });
    void client.invalidateQueries({ queryKey: [...key, 'products'] });
    toast.success(t('inventory.deleted', { name }));
    void navigate(base, { replace: true });
  };
  return (
    <InventoryDetail
      product={product}
      {...refs}
      backHref={base}
      backLabel={t('inventory.back')}
      editHref={mayEdit ? `${base}/${product.id}/edit` : undefined}
      onDelete={mayEdit ? remove : undefined}
    />
  );
}

function NewPage() {
  const refs = useRefs();
  if (!useMayEdit()) return <Navigate to={base} replace />;
  return refs ? <ProductForm refs={refs} /> : <Spinner size="lg" />;
}

function EditPage() {
  const { id = '' } = useParams();
  if (!useMayEdit()) return <Navigate to={`${base}/${id}`} replace />;
  return (
    <Loaded key={id} id={id}>
      {(product, refs) => <ProductForm product={product} refs={refs} />}
    </Loaded>
  );
}

function ProductForm({ product, refs }: { product?: InventoryProduct; refs: InventoryRefs }) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const [initial] = useState(() => (product ? inventoryInputOf(product) : blankProduct));
  useTitle(product ? `${t('inventory.edit')} · ${product.name}` : t('inventory.new'));

  const { save, serverErrors, error } = useSampleSave<InventoryProduct, InventoryInput>(
    `${api}/product`,
    'product',
    product?.id,
    (saved) => {
      guard.release();
      client.setQueryData(productQuery(saved.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: [...key, 'products'] });
      toast.success(t(product ? 'inventory.saved' : 'inventory.created'));
      void navigate(`${base}/${saved.id}`);
    },
  );

  return (
    <>
      <InventoryForm
        mode={product ? 'edit' : 'create'}
        initial={initial}
        {...refs}
        onSubmit={save}
        onCancel={() => void navigate(product ? `${base}/${product.id}` : base)}
        serverErrors={serverErrors}
        error={error}
        onDirtyChange={setDirty}
      />
      {guard.dialog}
    </>
  );
}
