import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settled } from '../../testing/motion';
import { afterShowcase, inTurkish, notCaptured, withPhone } from '../../testing/modes';
import { storyOffices } from '../fixtures';
import { CustomerImport } from './CustomerImport';

const fields = [
  ['type', false],
  ['name', true],
  ['companyName', false],
  ['taxNumber', false],
  ['email', true],
  ['phone', true],
  ['line1', true],
  ['district', true],
  ['city', true],
  ['postalCode', true],
  ['homeOffice', false],
  ['creditLimit', false],
  ['notes', false],
  ['active', false],
].map(([key, required]) => ({ key: key as string, required: required as boolean }));
const columns = [
  'Type',
  'Name',
  'Company name',
  'Tax number',
  'Email',
  'Phone',
  'Address',
  'District',
  'City',
  'Postal code',
  'Home office',
  'Credit limit',
  'Notes',
  'Active',
];
const mapping = Object.fromEntries(fields.map((f, i) => [f.key, columns[i]!]));
const body = () => within(document.body);

const meta = {
  title: 'Courier/Master data/Customer import',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: CustomerImport,
  args: {
    offices: storyOffices,
    homeOfficeId: 'off_ist',
    onHomeOfficeChange: fn(),
    onDownloadTemplate: fn(),
    onFile: fn(),
    onPaste: fn(),
    file: { name: 'customers.csv', encoding: 'utf-8', columns, rows: 40 },
    fileProblem: null,
    fields,
    mapping,
    onMappingChange: fn(),
    summary: { valid: 37, invalid: 3 },
    problems: [
      { line: 4, field: 'email', code: 'duplicate' },
      { line: 9, field: 'taxNumber', code: 'tax_number' },
      { line: 9, field: 'homeOffice', code: 'unknown_office' },
      { line: 17, field: 'email', code: 'taken' },
    ],
    mode: 'valid',
    onModeChange: fn(),
    onSubmit: fn(),
    result: null,
    listHref: '/secure/customers?sort=createdAt&order=desc',
    onDownloadReport: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof CustomerImport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows checked: how many are ready, each problem by line and field in words, the report, the choice. */
export const WithProblems: Story = {
  name: 'With problems',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('40 rows: 37 ready to add, 3 with problems.')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Problems' })).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('4EmailAn earlier row of this file has the same');
    await expect(rows[2]).toHaveTextContent('9Tax numberTen digits');
    await expect(rows[3]).toHaveTextContent('9Home officeNo office has this code or name');
    await expect(rows[4]).toHaveTextContent('17EmailAnother customer already has it');
    await expect(canvas.getByRole('button', { name: 'Add 37 customers' })).toBeEnabled();
  },
};

export const DownloadProblemsAndAdd: Story = {
  tags: ['interaction'],
  ...afterShowcase(WithProblems, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download the problems (CSV)' }));
    await expect(args.onDownloadReport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Add nothing unless every row is right' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('all');
    await userEvent.click(canvas.getByRole('button', { name: 'Add 37 customers' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  }),
  name: 'Download problems and add',
};

/** Before a file: the home office of rows that name none, the template, the file button and the pasted rows. */
export const Empty: Story = {
  args: { file: null, summary: null, problems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Import customers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Home office for rows that name none/ })).toHaveTextContent(
      'IST · İstanbul Hub',
    );
    await expect(canvas.getByRole('button', { name: 'Download the template (CSV)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Read the pasted rows' })).toBeDisabled();
    await expect(canvas.queryByRole('heading', { name: 'Columns' })).toBeNull();
  },
};

export const TemplateOfficeAndPaste: Story = {
  tags: ['interaction'],
  ...afterShowcase(Empty, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download the template (CSV)' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Home office for rows that name none/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'IZM · İzmir Hub' })));
    await expect(args.onHomeOfficeChange).toHaveBeenCalledWith('off_izm');
    await userEvent.type(canvas.getByRole('textbox', { name: /Or paste the rows/ }), 'Name,Email');
    await userEvent.click(canvas.getByRole('button', { name: 'Read the pasted rows' }));
    await expect(args.onPaste).toHaveBeenCalledWith('Name,Email');
  }),
  name: 'Template office and paste',
};

/** Every row right: no problems to list, the whole file ready. */
export const AllGood: Story = {
  name: 'All good',
  args: { summary: { valid: 40, invalid: 0 }, problems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('40 rows: 40 ready to add, 0 with problems.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Problems' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download the problems (CSV)' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add 40 customers' })).toBeEnabled();
  },
};

/** On its way to the server: the button waits and says so. */
export const Importing: Story = {
  args: { summary: { valid: 40, invalid: 0 }, problems: [], submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Add 40 customers/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Added: how many, how many not (the server's refusals among the problems), and on to the list. */
export const Done: Story = {
  args: {
    problems: [...meta.args.problems, { line: 23, field: 'taxNumber', code: 'taken' }],
    summary: { valid: 36, invalid: 4 },
    result: { done: 36, rejected: 4 },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('36 customers added.')).toBeVisible();
    await expect(canvas.getByText('4 rows were not added: see the problems.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Problems' })).toHaveTextContent(
      '23Tax numberAnother customer already has it',
    );
    await expect(canvas.getByRole('link', { name: 'See them in the list' })).toHaveAttribute(
      'href',
      '/secure/customers?sort=createdAt&order=desc',
    );
    await expect(canvas.queryByRole('button', { name: /Add \d+ customers/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Import another file' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

/** All or none, and the server refused rows: nothing was added, the refusal said and its rows listed. */
export const RefusedAll: Story = {
  name: 'Refused all',
  args: {
    mode: 'all',
    summary: { valid: 39, invalid: 1 },
    problems: [{ line: 17, field: 'email', code: 'taken' }],
    submitError: 'The server refused 1 row, so nothing was imported: see the problems.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server refused 1 row');
    await expect(canvas.getByRole('button', { name: 'Add 0 customers' })).toBeDisabled();
  },
};

/** A file that is not a customers CSV gets its reason, with the columns to name. */
export const NoHeader: Story = {
  name: 'No header',
  args: { fileProblem: 'no_header', summary: null, problems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Add a header row, like: Name, Email, Phone, Address, District, City, Postal code.',
    );
    await expect(canvas.queryByRole('heading', { name: 'Columns' })).toBeNull();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Müşterileri yükle' })).toBeVisible();
    await expect(canvas.getByText('40 satır: 37 eklenmeye hazır, 3 sorunlu.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Sorunlar' })).toHaveTextContent(
      'Bu dosyanın önceki bir satırında aynısı var',
    );
    await expect(canvas.getByRole('button', { name: '37 müşteri ekle' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Şablonu indir (CSV)' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...WithProblems,
  tags: ['interaction'],
  parameters: notCaptured(WithProblems.parameters),
  globals: { scheme: 'dark' },
};
