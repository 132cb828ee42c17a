import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settled } from '../../testing/motion';
import { afterShowcase, inTurkish, notCaptured, withPhone } from '../../testing/modes';
import { storyOffices } from '../fixtures';
import { CustomerImport } from './CustomerImport';
import { t, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

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

/** A problem's row as the table reads it: the line, the field and the problem in the story's language. */
const problemRow = (line: number, field: string, problemKey: string) =>
  `${line}${t(`customerImport.fields.${field}`)}${t(problemKey)}`;
const refusedOne = 'The server refused 1 row, so nothing was imported: see the problems.';

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
    await expect(
      canvas.getByText(t('customerImport.summary', { total: '40', valid: '37', invalid: '3' })),
    ).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: t('csvImport.problemsTable') })).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent(problemRow(4, 'email', 'customerImport.problems.duplicate'));
    await expect(rows[2]).toHaveTextContent(problemRow(9, 'taxNumber', 'form.errors.tax_number'));
    await expect(rows[3]).toHaveTextContent(problemRow(9, 'homeOffice', 'csvImport.problems.unknown_office'));
    await expect(rows[4]).toHaveTextContent(problemRow(17, 'email', 'customerImport.problems.taken'));
    await expect(canvas.getByRole('button', { name: t('customerImport.submit', { count: 37 }) })).toBeEnabled();
  },
};

export const DownloadProblemsAndAdd: Story = {
  tags: ['interaction'],
  ...afterShowcase(WithProblems, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('csvImport.report') }));
    await expect(args.onDownloadReport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: t('customerImport.modeAll') }));
    await expect(args.onModeChange).toHaveBeenCalledWith('all');
    await userEvent.click(canvas.getByRole('button', { name: t('customerImport.submit', { count: 37 }) }));
    await expect(args.onSubmit).toHaveBeenCalled();
  }),
  name: 'Download problems and add',
};

/** Before a file: the home office of rows that name none, the template, the file button and the pasted rows. */
export const Empty: Story = {
  args: { file: null, summary: null, problems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('customerImport.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: holding(t('customerImport.homeOffice')) })).toHaveTextContent(
      'IST · İstanbul Hub',
    );
    await expect(canvas.getByRole('button', { name: t('csvImport.template') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('csvImport.readPasted') })).toBeDisabled();
    await expect(canvas.queryByRole('heading', { name: t('table.columns') })).toBeNull();
  },
};

export const TemplateOfficeAndPaste: Story = {
  tags: ['interaction'],
  ...afterShowcase(Empty, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('csvImport.template') }));
    await expect(args.onDownloadTemplate).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: holding(t('customerImport.homeOffice')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'IZM · İzmir Hub' })));
    await expect(args.onHomeOfficeChange).toHaveBeenCalledWith('off_izm');
    await userEvent.type(canvas.getByRole('textbox', { name: holding(t('csvImport.paste')) }), 'Name,Email');
    await userEvent.click(canvas.getByRole('button', { name: t('csvImport.readPasted') }));
    await expect(args.onPaste).toHaveBeenCalledWith('Name,Email');
  }),
  name: 'Template office and paste',
};

/** Every row right: no problems to list, the whole file ready. */
export const AllGood: Story = {
  name: 'All good',
  args: { summary: { valid: 40, invalid: 0 }, problems: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(t('customerImport.summary', { total: '40', valid: '40', invalid: '0' })),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: t('csvImport.problemsTable') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('csvImport.report') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('customerImport.submit', { count: 40 }) })).toBeEnabled();
  },
};

/** On its way to the server: the button waits and says so. */
export const Importing: Story = {
  args: { summary: { valid: 40, invalid: 0 }, problems: [], submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: holding(t('customerImport.submit', { count: 40 })) });
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
    await expect(canvas.getByText(t('customerImport.done', { count: 36 }))).toBeVisible();
    await expect(canvas.getByText(t('customerImport.rejected', { count: 4 }))).toBeVisible();
    await expect(canvas.getByRole('table', { name: t('csvImport.problemsTable') })).toHaveTextContent(
      problemRow(23, 'taxNumber', 'customerImport.problems.taken'),
    );
    await expect(canvas.getByRole('link', { name: t('customerImport.list') })).toHaveAttribute(
      'href',
      '/secure/customers?sort=createdAt&order=desc',
    );
    await expect(
      canvas.queryByRole('button', {
        name: new RegExp(holding(t('customerImport.submit', { count: 99 })).source.replace('99', '\\d+')),
      }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('csvImport.again') }));
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
    submitError: refusedOne,
  },
  // The server's refusal, as the app words it, in the story's language.
  decorators: sampleCopy({
    submitError: (value: string) => (value === refusedOne ? t('csvImport.refusedAll', { count: 1 }) : value),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('csvImport.refusedAll', { count: 1 }));
    await expect(canvas.getByRole('button', { name: t('customerImport.submit', { count: 0 }) })).toBeDisabled();
  },
};

/** A file that is not a customers CSV gets its reason, with the columns to name. */
export const NoHeader: Story = {
  name: 'No header',
  args: { fileProblem: 'no_header', summary: null, problems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('customerImport.noHeader'));
    await expect(canvas.queryByRole('heading', { name: t('table.columns') })).toBeNull();
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
