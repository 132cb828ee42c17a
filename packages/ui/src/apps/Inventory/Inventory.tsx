import { useMemo } from 'react';
import {
  inventoryPrice,
  inventoryProduct,
  type InventoryCategory,
  type InventoryProduct,
  type Tag,
} from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Card } from '../../primitives/Card/Card';
import { Facts } from '../../records/Facts';
import { RecordForm } from '../../records/RecordForm';
import { RecordList, type ListViewProps } from '../../records/RecordList';
import { RecordPage } from '../../records/RecordPage';
import * as record from '../../records/Record.css';
import { useCourierFormat } from '../../courier/format';
import { ActiveBadge, type MasterDataFormProps, type MasterDataPageProps } from '../../courier/MasterData/shared';

/** Brands and vendors have the shape of a category without a parent. */
type Named = Pick<InventoryCategory, 'id' | 'name'>;

/** What the product list and pages name by id: categories, brands, vendors and tags. */
export interface InventoryRefs {
  categories: Named[];
  brands: Named[];
  vendors: Named[];
  tags: Tag[];
}

export interface InventoryFilters {
  q: string;
}
export const noInventoryFilters: InventoryFilters = { q: '' };
/** The fields the API sorts by (text fields as text, the rest as numbers). */
export const inventorySortFields = [
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

/** Stock that is not reserved; at five or fewer the product is "low". */
const available = (p: Pick<InventoryProduct, 'stock' | 'reserved'>) => Math.max(0, p.stock - p.reserved);
const lowStock = 5;

const nameOf = (items: Named[], id: string) => items.find((item) => item.id === id)?.name ?? id;

function StockLevel({ product }: { product: InventoryProduct }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const left = available(product);
  return (
    <span className={record.headline}>
      {format.count(product.stock)}
      {left === 0 ? (
        <Badge tone="warn" withDot>
          {t('inventory.outOfStock')}
        </Badge>
      ) : left <= lowStock ? (
        <Badge tone="caution" withDot>
          {t('inventory.low', { count: left })}
        </Badge>
      ) : null}
    </span>
  );
}

export interface InventoryListProps extends ListViewProps<InventoryProduct, InventoryFilters> {
  categories: Named[];
}

/**
 * The company's products: searched by name or SKU, sorted and paged by the server. Prices are
 * in the company's currency, tax included; the stock shows what is left after reservations.
 */
export function InventoryList(props: InventoryListProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { categories } = props;
  const columns = useMemo<DataColumn<InventoryProduct>[]>(
    () => [
      { id: 'name', header: t('inventory.name'), sortable: true, hideable: false, cell: (p) => p.name },
      {
        id: 'sku',
        header: t('inventory.sku'),
        sortable: true,
        cell: (p) => <span className={record.code}>{p.sku}</span>,
      },
      { id: 'category', header: t('inventory.category'), cell: (p) => nameOf(categories, p.category) },
      {
        id: 'stock',
        header: t('inventory.stock'),
        sortable: true,
        align: 'end',
        cell: (p) => <StockLevel product={p} />,
      },
      { id: 'price', header: t('inventory.price'), sortable: true, align: 'end', cell: (p) => format.money(p.price) },
      { id: 'active', header: t('inventory.status'), sortable: true, cell: (p) => <ActiveBadge active={p.active} /> },
    ],
    [t, format, categories],
  );
  return (
    <RecordList
      {...props}
      title={t('inventory.title')}
      newLabel={t('inventory.new')}
      searchHint={t('inventory.searchHint')}
      noFilters={noInventoryFilters}
      columns={columns}
      getRowId={(p) => p.id}
    />
  );
}

export interface InventoryDetailProps extends MasterDataPageProps, InventoryRefs {
  product: InventoryProduct;
}

/** One product: what it is, its stock and its price, with edit and delete for those who may. */
export function InventoryDetail(props: InventoryDetailProps) {
  const { product: p } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const tagTitles = p.tags.map((id) => props.tags.find((tag) => tag.id === id)?.title ?? id);
  return (
    <RecordPage
      {...props}
      title={p.name || t('inventory.unnamed')}
      subtitle={p.sku ? <span className={record.mono}>{p.sku}</span> : undefined}
      badges={<ActiveBadge active={p.active} />}
      deleteName={p.name || t('inventory.unnamed')}
    >
      <Card as="section" title={t('inventory.product')}>
        <Facts
          items={[
            [t('inventory.category'), nameOf(props.categories, p.category) || '—'],
            [t('inventory.brand'), nameOf(props.brands, p.brand) || '—'],
            [t('inventory.vendor'), nameOf(props.vendors, p.vendor) || '—'],
            [t('inventory.barcode'), p.barcode ? <span className={record.mono}>{p.barcode}</span> : '—'],
            [
              t('inventory.tags'),
              tagTitles.length ? (
                <span className={record.headline}>
                  {tagTitles.map((title) => (
                    <Badge key={title}>{title}</Badge>
                  ))}
                </span>
              ) : (
                '—'
              ),
            ],
          ]}
        />
        {p.description ? <p className={record.prewrap}>{p.description}</p> : null}
      </Card>
      <Card as="section" title={t('inventory.stockTitle')}>
        <Facts
          items={[
            [t('inventory.stock'), <StockLevel key="stock" product={p} />],
            [t('inventory.reserved'), format.count(p.reserved)],
            [t('inventory.available'), format.count(available(p))],
            [t('inventory.weight'), format.kg(p.weight)],
          ]}
        />
      </Card>
      <Card as="section" title={t('inventory.pricing')}>
        <Facts
          items={[
            [t('inventory.cost'), format.money(p.cost)],
            [t('inventory.basePrice'), format.money(p.basePrice)],
            [t('inventory.tax'), format.percent(p.taxPercent)],
            [t('inventory.price'), <strong key="price">{format.money(p.price)}</strong>],
            [t('inventory.margin'), margin(p.basePrice, p.cost, format)],
          ]}
        />
      </Card>
    </RecordPage>
  );
}

/** What is left of the base price after the cost, and its share: "₺412,00 · 41%". */
function margin(basePrice: number, cost: number, format: ReturnType<typeof useCourierFormat>) {
  if (!Number.isFinite(basePrice) || !Number.isFinite(cost)) return '—';
  const amount = basePrice - cost;
  return basePrice > 0
    ? `${format.money(amount)} · ${format.percent((amount / basePrice) * 100)}`
    : format.money(amount);
}

/** The product as its form edits it: everything the API takes but the images, which the sample does not ship. */
export type InventoryInput = Omit<InventoryProduct, 'id' | 'price' | 'thumbnail' | 'images'>;

/** The form's rules: the domain's, and what a product needs to be sold (a name, an SKU, where it comes from). */
const formSchema = inventoryProduct
  .omit({ id: true, price: true, thumbnail: true, images: true })
  .extend({ name: inventoryProduct.shape.name.min(1), sku: inventoryProduct.shape.sku.min(1) })
  // Checked with the other fields' mistakes too, so a failed submit shows every problem at once.
  .refine((value) => !(value.reserved > value.stock), {
    path: ['reserved'],
    message: 'More is reserved than is in stock',
    params: { code: 'reserved_over_stock' },
    when: ({ value }) => {
      const { stock, reserved } = value as Partial<InventoryInput>;
      return Number.isFinite(stock) && Number.isFinite(reserved);
    },
  });

export const inventoryInputOf = ({
  id: _id,
  price: _price,
  thumbnail: _thumbnail,
  images: _images,
  ...input
}: InventoryProduct): InventoryInput => input;

/** A new product: nothing in stock, Türkiye's standard VAT, not on sale until it is switched on. */
export const blankProduct: InventoryInput = {
  name: '',
  description: '',
  category: '',
  brand: '',
  vendor: '',
  tags: [],
  sku: '',
  barcode: '',
  stock: 0,
  reserved: 0,
  cost: Number.NaN,
  basePrice: Number.NaN,
  taxPercent: 20,
  weight: Number.NaN,
  active: false,
};

export interface InventoryFormProps extends MasterDataFormProps<InventoryInput>, InventoryRefs {}

/** Creating or editing a product; the price with tax follows the base price and the tax as they are typed. */
export function InventoryForm(props: InventoryFormProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { form, values, text, number, select, checks, check, area, summary, submit } = useSchemaForm<InventoryInput>({
    schema: formSchema,
    defaultValues: props.initial,
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
    ranges: {
      stock: { min: 0, max: 1_000_000, unit: '' },
      reserved: { min: 0, max: 1_000_000, unit: '' },
      cost: { min: 0, max: 10_000_000, unit: '₺' },
      basePrice: { min: 0, max: 10_000_000, unit: '₺' },
      taxPercent: { min: 0, max: 100, unit: '%' },
      weight: { min: 0, max: 1000, unit: 'kg' },
    },
    // The price with tax and the margin, as they are typed.
    watch: ['basePrice', 'taxPercent', 'cost'],
  });
  const priced = Number.isFinite(values.basePrice) && Number.isFinite(values.taxPercent);
  const items = (list: Named[]) => list.map((item) => ({ id: item.id, label: item.name }));
  return (
    <RecordForm
      title={props.mode === 'create' ? t('inventory.new') : t('inventory.edit')}
      onSubmit={submit(props.onSubmit)}
      onCancel={props.onCancel}
      submitLabel={props.mode === 'create' ? t('records.create') : t('common.save')}
      isSubmitting={form.formState.isSubmitting}
      error={props.error}
    >
      {summary}
      <Card as="section" title={t('inventory.product')}>
        <div className={record.formGrid}>
          {text('name', t('inventory.name'), { className: record.span2 })}
          {select('category', t('inventory.category'), items(props.categories))}
          {select('brand', t('inventory.brand'), items(props.brands))}
          {select('vendor', t('inventory.vendor'), items(props.vendors))}
          {text('sku', t('inventory.sku'), { description: t('inventory.skuHint') })}
          {text('barcode', t('inventory.barcode'), { required: false })}
          {area('description', t('inventory.description'), { className: record.wide })}
          {props.tags.length
            ? checks(
                'tags',
                t('inventory.tags'),
                props.tags.map((tag) => ({ id: tag.id, label: tag.title })),
                { required: false, className: record.wide },
              )
            : null}
        </div>
      </Card>
      <Card as="section" title={t('inventory.stockTitle')}>
        <div className={record.formGrid}>
          {number('stock', t('inventory.stock'), '', { digits: 0 })}
          {number('reserved', t('inventory.reserved'), '', { digits: 0 })}
          {number('weight', t('inventory.weight'), 'kg', { digits: 3 })}
        </div>
      </Card>
      <Card as="section" title={t('inventory.pricing')}>
        <div className={record.formGrid}>
          {number('cost', t('inventory.cost'), '₺', { currency: true })}
          {number('basePrice', t('inventory.basePrice'), '₺', { currency: true })}
          {number('taxPercent', t('inventory.tax'), '%', { digits: 2 })}
        </div>
        <dl className={record.facts}>
          <div className={record.fact}>
            <dt>{t('inventory.price')}</dt>
            <dd>
              <output aria-live="polite" data-testid="price">
                <strong>{priced ? format.money(inventoryPrice(values.basePrice, values.taxPercent)) : '—'}</strong>
              </output>
            </dd>
          </div>
          <div className={record.fact}>
            <dt>{t('inventory.margin')}</dt>
            <dd>{margin(values.basePrice, values.cost, format)}</dd>
          </div>
        </dl>
        <p className={record.muted}>{t('inventory.priceHint')}</p>
      </Card>
      <Card as="section" title={t('inventory.sale')}>
        {check('active', t('inventory.activeLabel'))}
        <p className={record.muted}>{t('inventory.activeHint')}</p>
      </Card>
    </RecordForm>
  );
}
