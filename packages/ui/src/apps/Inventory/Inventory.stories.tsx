import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { InventoryProduct } from '@courier/domain';
import { holds, useStoryListView } from '../../courier/MasterData/storyList';
import {
  blankProduct,
  InventoryDetail,
  InventoryForm,
  inventoryInputOf,
  InventoryList,
  noInventoryFilters,
  type InventoryFilters,
  type InventoryRefs,
} from './Inventory';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t, startsWith } from '../../testing/t';
import { storyFormat } from '../../testing/format';
import { sampleCopy } from '../../testing/sampleCopy';

/** The word of the stock's flag without its number ("left", "kaldı"): no flag at all when a product has plenty. */
const leftWord = () => t('inventory.low', { count: 2 }).replace('2', '').trim();

const refs: InventoryRefs = {
  categories: [
    { id: 'icat_1', name: 'Mens' },
    { id: 'icat_2', name: 'Ladies' },
    { id: 'icat_3', name: 'Unisex' },
  ],
  brands: [
    { id: 'ibr_1', name: 'Benton' },
    { id: 'ibr_5', name: 'Zeon' },
  ],
  vendors: [
    { id: 'iven_1', name: 'Evel' },
    { id: 'iven_2', name: 'Mivon' },
  ],
  tags: [
    { id: 'itag_1', title: 'mens' },
    { id: 'itag_4', title: '44mm' },
    { id: 'itag_6', title: '5 ATM' },
  ],
};

const product = (id: number, over: Partial<InventoryProduct>): InventoryProduct => ({
  id: `prd_${String(id).padStart(3, '0')}`,
  category: 'icat_1',
  name: 'Zeon Mens Dive 44mm Steel',
  description: 'A sapphire crystal, a screw-down crown and a strap that changes without tools.',
  tags: ['itag_1', 'itag_4'],
  sku: `ZEO-4${String(id).padStart(4, '0')}`,
  barcode: '4006381333931',
  brand: 'ibr_5',
  vendor: 'iven_1',
  stock: 40,
  reserved: 4,
  cost: 410,
  basePrice: 1000,
  taxPercent: 20,
  price: 1200,
  weight: 0.18,
  thumbnail: null,
  images: [],
  active: true,
  ...over,
});

const products: InventoryProduct[] = [
  product(1, {}),
  product(2, {
    name: 'Benton Unisex 40mm Leather',
    category: 'icat_3',
    brand: 'ibr_1',
    sku: 'BEN-20417',
    stock: 0,
    reserved: 0,
    basePrice: 250,
    taxPercent: 10,
    price: 275,
    active: false,
  }),
  product(3, {
    name: 'Lara Ladies Chronograph 40mm Ceramic',
    category: 'icat_2',
    sku: 'LAR-55120',
    stock: 6,
    reserved: 3,
    basePrice: 830.5,
    taxPercent: 18,
    price: 979.99,
  }),
  product(4, {
    name: 'Premera Mens Automatic 44mm Titanium',
    sku: 'PRE-71002',
    stock: 60,
    reserved: 10,
    basePrice: 1480,
    taxPercent: 30,
    price: 1924,
  }),
];

function LiveList(props: {
  onFiltersChange: (f: InventoryFilters) => void;
  rows?: InventoryProduct[];
  isLoading?: boolean;
  error?: string;
  onRetry?: () => void;
}) {
  const view = useStoryListView(
    props.rows ?? products,
    noInventoryFilters,
    (p, f) => holds(`${p.name} ${p.sku}`, f.q),
    props.onFiltersChange,
    { id: 'name', direction: 'asc' },
  );
  const loading =
    props.isLoading || props.error
      ? { result: undefined, isLoading: props.isLoading, error: props.error, onRetry: props.onRetry }
      : {};
  return <InventoryList {...view} {...loading} categories={refs.categories} />;
}

const meta = {
  title: 'Apps/Inventory',
  tags: ['autodocs'],
  component: LiveList,
  args: { onFiltersChange: fn() },
} satisfies Meta<typeof LiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The products with their stock (what is left after reservations flagged), price with tax and status; a search by name or SKU. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('inventory.title') });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    await expect(row('Benton Unisex 40mm Leather')).toHaveTextContent(t('inventory.outOfStock'));
    await expect(row('Benton Unisex 40mm Leather')).toHaveTextContent(t('records.inactive'));
    await expect(row('Lara Ladies Chronograph 40mm Ceramic')).toHaveTextContent(t('inventory.low', { count: 3 }));
    await expect(row('Lara Ladies Chronograph 40mm Ceramic')).toHaveTextContent(storyFormat().money(979.99));
    await expect(row('Zeon Mens Dive 44mm Steel')).not.toHaveTextContent(leftWord());
    await expect(row('Zeon Mens Dive 44mm Steel')).toHaveTextContent('Mens');
    await expect(canvas.getByRole('link', { name: t('inventory.new') })).toHaveAttribute('href', '#new');
  },
};

export const SearchProducts: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('inventory.title') });
    await userEvent.type(canvas.getByRole('searchbox', { name: t('shell.search.label') }), 'pre-71');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenLastCalledWith({ q: 'pre-71' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(table).toHaveTextContent('Premera Mens Automatic 44mm Titanium');
  }),
  name: 'Search products',
};

/** While the first page loads the table holds its shape. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('inventory.title') });
    await expect(within(table).queryByText('Zeon Mens Dive 44mm Steel')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('pagination.next') })).toBeDisabled();
  },
};

/** No products at all. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('records.nothingYet'))).toBeVisible();
  },
};

/** The list could not be loaded: the reason and a retry. */
export const Failed: Story = {
  args: { error: 'The server did not answer', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('table.error'))).toBeVisible();
    await expect(canvas.getByText('The server did not answer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const longName =
  'Capmia Ladies Classic 40mm Ceramic with a mother-of-pearl dial, a sapphire crystal, a screw-down crown and a strap that changes without tools';

/** A long name wraps in its cell; the table does not grow past the page. */
export const LongText: Story = {
  name: 'Long text',
  args: { rows: [product(9, { name: longName })] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('inventory.title') });
    await expect(within(table).getByText(longName)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Envanter' });
    await expect(within(table).getByText('Kalmadı')).toBeVisible();
    await expect(within(table).getByText('3 kaldı')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Vergili fiyat/ })).toBeVisible();
    await expect(within(table).getByText(/979,99/)).toBeVisible();
  },
};

export const Dark: Story = {
  ...List,
  tags: ['interaction'],
  parameters: notCaptured(List.parameters),
  globals: { scheme: 'dark' },
};

/** One product: category, brand and vendor by name, its tags, stock after reservations, and the price with its margin. */
export const Detail: StoryObj<typeof InventoryDetail> = {
  render: (args) => <InventoryDetail {...args} />,
  args: {
    product: products[2]!,
    ...refs,
    backHref: '#inventory',
    backLabel: 'Back to inventory',
    editHref: '#edit',
    onDelete: fn(async () => undefined),
  },
  decorators: sampleCopy({ backLabel: 'inventory.back' }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lara Ladies Chronograph 40mm Ceramic' })).toBeVisible();
    const about = canvas.getByRole('region', { name: t('inventory.product') });
    await expect(about).toHaveTextContent('Ladies');
    await expect(about).toHaveTextContent('Zeon');
    await expect(about).toHaveTextContent('Evel');
    await expect(about).toHaveTextContent('44mm');
    const stock = canvas.getByRole('region', { name: t('inventory.stockTitle') });
    await expect(stock).toHaveTextContent(t('inventory.low', { count: 3 }));
    await expect(stock).toHaveTextContent(new RegExp(`${t('inventory.available')}\\s*3`));
    const price = canvas.getByRole('region', { name: t('inventory.pricing') });
    const format = storyFormat();
    await expect(price).toHaveTextContent(format.money(979.99));
    // 830.50 - 410 = 420.50, 50.6% of the base price.
    await expect(price).toHaveTextContent(`${format.money(420.5)} · ${format.percent(50.6)}`);
    await userEvent.click(canvas.getByRole('button', { name: t('common.delete') }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalled());
  },
};

/** A role that may not change the company's inventory reads it: no edit, no delete. */
export const DetailReadOnly: StoryObj<typeof InventoryDetail> = {
  ...Detail,
  args: { product: products[1]!, ...refs, backHref: '#inventory', backLabel: 'Back to inventory' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Benton Unisex 40mm Leather' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('common.edit') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('common.delete') })).toBeNull();
  },
  name: 'Detail read only',
};

/** The price with tax follows the base price and the tax as they are typed; what is sent has no price (the server works it out). */
export const EditLivePrice: StoryObj<typeof InventoryForm> = {
  name: 'Edit live price',
  render: (args) => <InventoryForm {...args} />,
  args: {
    mode: 'edit',
    initial: inventoryInputOf(products[0]!),
    ...refs,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    const price = canvas.getByTestId('price');
    await expect(price).toHaveTextContent(storyFormat().money(1200));
    const base = canvas.getByRole('textbox', { name: startsWith(t('inventory.basePrice')) });
    await userEvent.clear(base);
    await userEvent.type(base, '1500');
    const tax = canvas.getByRole('textbox', { name: startsWith(t('inventory.tax')) });
    await userEvent.clear(tax);
    await userEvent.type(tax, '8');
    await userEvent.tab();
    await waitFor(() => expect(price).toHaveTextContent(storyFormat().money(1620)));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('inventory.activeLabel') }));
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as Record<string, unknown>;
    await expect(sent).toMatchObject({
      basePrice: 1500,
      taxPercent: 8,
      active: false,
      sku: 'ZEO-40001',
      tags: ['itag_1', 'itag_4'],
    });
    await expect(sent).not.toHaveProperty('price');
  },
};

/** A new product: what it needs is asked for at its fields and in the summary; more reserved than in stock is refused; nothing is sent. */
export const NewInvalid: StoryObj<typeof InventoryForm> = {
  name: 'New invalid',
  render: (args) => <InventoryForm {...args} />,
  args: { mode: 'create', initial: blankProduct, ...refs, onSubmit: fn(async () => undefined), onCancel: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('price')).toHaveTextContent('—');
    const reserved = canvas.getByRole('textbox', { name: startsWith(t('inventory.reserved')) });
    await userEvent.clear(reserved);
    await userEvent.type(reserved, '3');
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await expect(
      await canvas.findByText(t('form.errors.reserved_over_stock'), { selector: '[slot="errorMessage"]' }),
    ).toBeVisible();
    // Name, category, brand, vendor and SKU; the weight, cost and base price say their range.
    await expect(canvas.getAllByText(t('form.errors.required'))).toHaveLength(5);
    const { count } = storyFormat();
    await expect(
      canvas.getByText(t('form.errors.range', { min: count(0), max: count(1000), unit: 'kg' })),
    ).toBeVisible();
    await expect(
      canvas.getAllByText(t('form.errors.range', { min: count(0), max: count(10_000_000), unit: '₺' })),
    ).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: t('form.summary', { count: 9 }) })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal lands on its field and in the alert. */
export const ServerErrors: StoryObj<typeof InventoryForm> = {
  name: 'Server errors',
  render: (args) => <InventoryForm {...args} />,
  args: { ...EditLivePrice.args, serverErrors: { sku: 'too_big' }, error: 'Some fields are not valid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Some fields are not valid')).toBeVisible();
    await expect(canvas.getByText(t('form.errors.too_big'), { selector: '[slot="errorMessage"]' })).toBeVisible();
  },
};

export const EditTurkish: StoryObj<typeof InventoryForm> = {
  ...EditLivePrice,
  tags: ['turkish'],
  parameters: inTurkish(EditLivePrice.parameters),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ürünü düzenle' })).toBeVisible();
    await expect(canvas.getByTestId('price')).toHaveTextContent(/1\.200,00/);
    await expect(canvas.getByRole('checkbox', { name: 'Satışta (etkin)' })).toBeChecked();
  },
};
