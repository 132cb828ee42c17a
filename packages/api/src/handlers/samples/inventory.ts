import type { SampleData } from '@courier/store';
import { z } from 'zod';
import {
  inventoryPrice,
  inventoryProductPatch,
  tag as tagSchema,
  type InventoryProduct,
  type InventoryPagination,
} from '@courier/domain';
import { sampleRoute, type Api } from '../../http/api';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';
import { inventoryBrands, inventoryCategories, inventoryVendors } from '@courier/store';

const textual = new Set(['sku', 'name', 'active']);
const sortable = [
  'name',
  'sku',
  'active',
  'stock',
  'reserved',
  'cost',
  'basePrice',
  'taxPercent',
  'price',
  'weight',
] as const;
const listQuery = z.object({
  search: z.string().max(200).optional(),
  sort: z.enum(sortable).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** sku, name and active sort as text, case-insensitively; every other field as a number. */
export function compareProducts(field: (typeof sortable)[number]) {
  return (a: InventoryProduct, b: InventoryProduct) =>
    textual.has(field)
      ? String(a[field]).toLowerCase().localeCompare(String(b[field]).toLowerCase())
      : Number(a[field]) - Number(b[field]);
}

/**
 * Pages are 1-based and page 1 is the first page. (The original mock read page 1 but sliced from
 * 0 * size + size, skipping the first page: that defect is not copied.)
 */
export function inventoryPage(total: number, page: number, size: number): InventoryPagination {
  const lastPage = Math.max(1, Math.ceil(total / size));
  const startIndex = (page - 1) * size;
  return { length: total, size, page, lastPage, startIndex, endIndex: Math.min(startIndex + size, total) - 1 };
}

const priced = (p: InventoryProduct): InventoryProduct => ({ ...p, price: inventoryPrice(p.basePrice, p.taxPercent) });

export function inventoryHandlers(api: Api) {
  const base = '/api/apps/ecommerce/inventory';
  const signedIn =
    (handler: (data: SampleData) => unknown) =>
    async ({ data, request }: { data: SampleData; request: Request }) => (await api.user(request), handler(data));
  return [
    sampleRoute(
      api,
      'get',
      `${base}/categories`,
      signedIn(() => inventoryCategories),
    ),
    sampleRoute(
      api,
      'get',
      `${base}/brands`,
      signedIn(() => inventoryBrands),
    ),
    sampleRoute(
      api,
      'get',
      `${base}/vendors`,
      signedIn(() => inventoryVendors),
    ),
    sampleRoute(
      api,
      'get',
      `${base}/tags`,
      signedIn((data) => data.inventoryTags),
    ),
    sampleRoute(
      api,
      'get',
      `${base}/products`,
      async ({ data, request, url }) => {
        await api.user(request);
        const { search, sort, order, page, size } = parseQuery(url, listQuery);
        const q = (search ?? '').trim().toLowerCase();
        const found = data.products.filter(
          (p) => !q || p.name.toLowerCase().includes(q) || p.sku.toLowerCase().includes(q),
        );
        const sign = order === 'desc' ? -1 : 1;
        found.sort((a, b) => sign * compareProducts(sort)(a, b));
        const pagination = inventoryPage(found.length, page, size);
        // Past the last page: no products, and the pagination says where the last page is.
        if (page > pagination.lastPage) return { products: null, pagination: { lastPage: pagination.lastPage } };
        return { products: found.slice(pagination.startIndex, pagination.endIndex + 1), pagination };
      },
      { delayMs: 300 },
    ),
    sampleRoute(api, 'get', `${base}/product`, async ({ data, request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      return data.products.find((p) => p.id === id) ?? null;
    }),
    // A new product is blank and starts inactive.
    sampleRoute(
      api,
      'post',
      `${base}/product`,
      async ({ data, request }) => {
        await api.user(request);
        const product: InventoryProduct = {
          id: await api.store.nextId('prd'),
          category: '',
          name: 'A new product',
          description: '',
          tags: [],
          sku: '',
          barcode: '',
          brand: '',
          vendor: '',
          stock: 0,
          reserved: 0,
          cost: 0,
          basePrice: 0,
          taxPercent: 0,
          price: 0,
          weight: 0,
          thumbnail: null,
          images: [],
          active: false,
        };
        data.products.unshift(product);
        return product;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'patch',
      `${base}/product`,
      async ({ data, request }) => {
        await api.user(request);
        const { id, product } = parseValue(
          z.object({ id: z.string().min(1), product: inventoryProductPatch }),
          await readJson(request),
        );
        const index = data.products.findIndex((p) => p.id === id);
        if (index < 0) return null;
        data.products[index] = priced({ ...data.products[index]!, ...product });
        return data.products[index];
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'delete',
      `${base}/product`,
      async ({ data, request, url }) => {
        await api.user(request);
        const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
        const before = data.products.length;
        data.products = data.products.filter((p) => p.id !== id);
        return data.products.length < before;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'post',
      `${base}/tag`,
      async ({ data, request }) => {
        await api.user(request);
        const input = await parseBody(request, tagSchema.omit({ id: true }), 'tag');
        const created = { id: await api.store.nextId('itag'), ...input };
        data.inventoryTags.unshift(created);
        return created;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'patch',
      `${base}/tag`,
      async ({ data, request }) => {
        await api.user(request);
        const { id, tag } = parseValue(
          z.object({ id: z.string().min(1), tag: tagSchema.omit({ id: true }).partial().strict() }),
          await readJson(request),
        );
        const existing = data.inventoryTags.find((t) => t.id === id);
        if (!existing) return null;
        Object.assign(existing, tag);
        return existing;
      },
      { write: true },
    ),
    // Deleting a tag takes it off every product.
    sampleRoute(
      api,
      'delete',
      `${base}/tag`,
      async ({ data, request, url }) => {
        await api.user(request);
        const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
        data.inventoryTags = data.inventoryTags.filter((t) => t.id !== id);
        data.products = data.products.map((p) =>
          p.tags.includes(id) ? { ...p, tags: p.tags.filter((t) => t !== id) } : p,
        );
        return true;
      },
      { write: true },
    ),
  ];
}
