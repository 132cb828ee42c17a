import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingImport } from './BookingImport';
import { notCaptured, withPhone, inTurkish, afterShowcase } from '../../testing/modes';
import { settled } from '../../testing/motion';
import { t, holding } from '../../testing/t';

const fields = [
  ['receiverName', true],
  ['receiverPhone', true],
  ['receiverLine1', true],
  ['receiverDistrict', true],
  ['receiverCity', true],
  ['receiverPostalCode', true],
  ['destination', true],
  ['service', false],
  ['weightKg', true],
  ['length', true],
  ['width', true],
  ['height', true],
  ['contents', true],
  ['codAmount', false],
  ['reference', false],
].map(([key, required]) => ({ key: key as string, required: required as boolean }));
const columns = [
  'Receiver',
  'Phone',
  'Address',
  'District',
  'City',
  'Postal code',
  'Destination',
  'Service',
  'Weight',
  'Length',
  'Width',
  'Height',
  'Contents',
  'COD',
  'Order',
];
const mapping = Object.fromEntries(fields.map((f, i) => [f.key, columns[i]!]));

const meta = {
  title: 'Courier/Parcels/Import',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: BookingImport,
  args: {
    searchCustomers: async () => [{ id: 'cus_1', label: 'Anadolu Kitap · C-0001' }],
    customerId: 'cus_1',
    onCustomerChange: fn(),
    onFile: fn(),
    onPaste: fn(),
    file: { name: 'orders.csv', encoding: 'utf-8', columns, rows: 10 },
    fileProblem: null,
    fields,
    mapping,
    onMappingChange: fn(),
    summary: { valid: 8, invalid: 2 },
    problems: [
      { line: 3, field: 'receiverPhone', code: 'phone', value: '0532 12' },
      { line: 3, field: 'destination', code: 'unknown_office', value: 'Trabzon <Merkez>' },
      { line: 7, field: 'receiverName', code: 'formula', value: '=HYPERLINK("x")' },
    ],
    mode: 'valid',
    onModeChange: fn(),
    onSubmit: fn(),
    result: null,
    onDownloadReport: fn(),
    onDownloadTemplate: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof BookingImport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows checked: how many are ready, each problem by line and field in words, the report, the choice, the booking. */
export const Checked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('bookingImport.summary', { total: '10', valid: '8', invalid: '2' }))).toBeVisible();
    const table = canvas.getByRole('table', { name: t('csvImport.problemsTable') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    // The bad value, as written, beside the reason.
    await expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([t('csvImport.line'), t('csvImport.field'), t('csvImport.value'), t('csvImport.problem')]);
    await expect(rows[1]).toHaveTextContent(
      `3${t('bookingImport.fields.receiverPhone')}0532 12${t('form.errors.phone')}`,
    );
    await expect(rows[2]).toHaveTextContent(
      `${t('bookingImport.fields.destination')}Trabzon <Merkez>${t('csvImport.problems.unknown_office')}`,
    );
    await expect(rows[3]).toHaveTextContent(
      `${t('bookingImport.fields.receiverName')}=HYPERLINK("x")${t('csvImport.problems.formula')}`,
    );
  },
};

export const DownloadProblemsAndBook: Story = {
  tags: ['interaction'],
  ...afterShowcase(Checked, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('csvImport.report') }));
    await expect(args.onDownloadReport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: t('bookingImport.modeAll') }));
    await expect(args.onModeChange).toHaveBeenCalledWith('all');
    await userEvent.click(canvas.getByRole('button', { name: t('bookingImport.submit', { count: 8 }) }));
    await expect(args.onSubmit).toHaveBeenCalled();
  }),
  name: 'Download problems and book',
};

/** All or none, and a row is wrong: nothing can be booked until the file is corrected. */
export const AllOrNothing: Story = {
  name: 'All or nothing',
  args: { mode: 'all' },
  play: async ({ canvas }) =>
    void (await expect(canvas.getByRole('button', { name: t('bookingImport.submit', { count: 0 }) })).toBeDisabled()),
};

/** A required field without a column: said, and nothing is checked yet. */
export const MissingColumns: Story = {
  name: 'Missing columns',
  args: { mapping: { ...mapping, weightKg: null, contents: null }, summary: null, problems: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('csvImport.missing', { count: 2 }));
    await expect(canvas.queryByRole('heading', { name: t('bookingImport.check') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: holding(t('bookingImport.fields.weightKg')) }));
    // The file's own column, as its header names it.
    await userEvent.click(await settled(within(document.body).findByRole('option', { name: 'Weight' })));
    await expect(args.onMappingChange).toHaveBeenCalledWith('weightKg', 'Weight');
    // The list closes on the pick (with motion on, once it has faded out).
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

/** Before a file: the customer, the template, the file button, the pasted rows. */
export const Start: Story = {
  args: { file: null, summary: null, problems: [] },
  play: async ({ canvas, args }) => {
    const read = canvas.getByRole('button', { name: t('csvImport.readPasted') });
    await expect(read).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: holding(t('csvImport.paste')) }), 'Receiver,Phone');
    await userEvent.click(read);
    await expect(args.onPaste).toHaveBeenCalledWith('Receiver,Phone');
    await expect(canvas.getByRole('button', { name: t('csvImport.choose') })).toBeEnabled();
    // The columns it reads are listed before a file is chosen, the required ones marked.
    const expected = canvas.getByRole('list', { name: t('csvImport.expected') });
    await expect(within(expected).getAllByRole('listitem')).toHaveLength(fields.length);
    await expect(within(expected).getByText(t('bookingImport.fields.weightKg'))).toHaveTextContent(
      `${t('bookingImport.fields.weightKg')} (${t('csvImport.required')})`,
    );
    await expect(within(expected).getByText(t('bookingImport.fields.reference'))).not.toHaveTextContent(
      t('csvImport.required'),
    );
    // A template to start from.
    await expect(canvas.getByRole('button', { name: t('csvImport.template') })).toBeVisible();
  },
};

/** The template: the columns this import reads, with an example row, to fill in. */
export const DownloadTheTemplate: Story = {
  name: 'Download the template',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { file: null, summary: null, problems: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('csvImport.template') }));
    await expect(args.onDownloadTemplate).toHaveBeenCalled();
  },
};

/** A file that is not a bookings CSV gets its reason. */
export const NoHeader: Story = {
  name: 'No header',
  args: { fileProblem: 'no_header', summary: null, problems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('bookingImport.noHeader'));
    await expect(canvas.queryByRole('heading', { name: t('csvImport.columns') })).toBeNull();
  },
};

/** A file saved by Excel in Türkiye, read as Windows Turkish, and said so. */
export const WindowsTurkish: Story = {
  args: { file: { name: 'siparisler.csv', encoding: 'windows-1254', columns, rows: 10 } },
  play: async ({ canvas }) => void (await expect(canvas.getByText(t('csvImport.encoding1254'))).toBeVisible()),
};

/** Booked: how many, how many not, and on to their labels. */
export const Booked: Story = {
  args: {
    result: { done: 8, rejected: 2, labelsHref: '/secure/parcels/labels?ids=par_1', listHref: '/secure/parcels' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('bookingImport.done', { count: 8 }))).toBeVisible();
    await expect(canvas.getByText(t('bookingImport.rejected', { count: 2 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('bookingImport.labels') })).toHaveAttribute(
      'href',
      '/secure/parcels/labels?ids=par_1',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('csvImport.again') }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10 satır: 8 oluşturulmaya hazır, 2 sorunlu.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Sorunlar' })).toHaveTextContent(
      'Tablo formülü: veri olarak alınmadı',
    );
    await expect(canvas.getByRole('button', { name: '8 gönderi oluştur' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...Checked,
  tags: ['interaction'],
  parameters: notCaptured(Checked.parameters),
  globals: { scheme: 'dark' },
};
