import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AnalyticsDashboardView,
  CryptoDashboardView,
  FinanceDashboardView,
  ProjectDashboardView,
  type AnalyticsDashboardData,
  type CryptoDashboardData,
  type FinanceDashboardData,
  type ProjectDashboardData,
} from './Dashboards';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t, holding } from '../../testing/t';
import { storyFormat, storyNumber } from '../../testing/format';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const counts = (n: number) => ({
  newIssues: 120 + n,
  closedIssues: 110 + n,
  fixed: 60,
  wontFix: 8,
  reOpened: 3,
  needsTriage: 12 + n,
});
const project: ProjectDashboardData = {
  githubIssues: {
    overview: { 'this-week': counts(0), 'last-week': counts(40) },
    labels: days,
    series: {
      'this-week': [
        { name: 'New issues', data: [12, 30, 22, 41, 18, 10, 14] },
        { name: 'Closed issues', data: [10, 25, 20, 33, 21, 9, 11] },
      ],
      'last-week': [
        { name: 'New issues', data: [20, 20, 20, 20, 20, 20, 20] },
        { name: 'Closed issues', data: [15, 15, 15, 15, 15, 15, 15] },
      ],
    },
  },
  taskDistribution: { labels: ['API', 'Backend', 'Frontend', 'Issues'], series: [15, 20, 38, 27] },
  schedule: { today: [{ title: 'Network review', time: '10:00', location: 'Ankara hub' }], tomorrow: [] },
  budgetDistribution: {
    categories: ['Concept', 'Design', 'Development'],
    series: [{ name: 'Budget', data: [12, 25, 40] }],
  },
  weeklyExpenses: { amount: 18250 },
  monthlyExpenses: { amount: 74100 },
  yearlyExpenses: { amount: 812000 },
  budgetDetails: {
    rows: [
      {
        type: 'Concept',
        total: 20000,
        expensesAmount: 5000,
        expensesPercentage: 25,
        remainingAmount: 15000,
        remainingPercentage: 75,
      },
    ],
  },
};
const trend = (amount: number, change: number) => ({ amount, change, series: [] });
const analytics: AnalyticsDashboardData = {
  visitorsOverview: {
    thisYear: ['Jan', 'Feb', 'Mar'].map((month, i) => ({ month, visitors: 9000 + i * 1000 })),
    lastYear: ['Jan', 'Feb', 'Mar'].map((month, i) => ({ month, visitors: 8000 + i * 500 })),
  },
  conversions: trend(4210, 6.4),
  impressions: trend(98000, -2.5),
  visits: trend(51000, 0),
  visitorsVsPageViews: {
    overallScore: 512,
    averageRatio: 44.5,
    predictedRatio: 51,
    series: [0, 1, 2].map((i) => ({
      x: `2026-11-${18 + i}T00:00:00.000Z`,
      y: 3000 + i * 100,
      pageViews: 5000 + i * 200,
    })),
  },
  newVsReturning: { uniqueVisitors: 48000, labels: ['New', 'Returning'], series: [72, 28] },
  gender: { uniqueVisitors: 48000, labels: ['Female', 'Male', 'Other'], series: [52, 46, 2] },
  age: { uniqueVisitors: 48000, labels: ['18-24', '25-34', '35-44', '45+'], series: [18, 37, 27, 18] },
  language: { uniqueVisitors: 48000, labels: ['Turkish', 'English', 'German', 'Other'], series: [71, 19, 6, 4] },
};

const finance: FinanceDashboardData = {
  previousStatement: { status: 'paid', date: '2026-10-21T00:00:00.000Z', limit: 34500, spent: 24100, minimum: 6000 },
  currentStatement: { status: 'pending', date: '2026-11-22T00:00:00.000Z', limit: 34500, spent: 12800, minimum: 4200 },
  accountBalance: {
    growRate: 7.5,
    ami: 7400,
    series: ['Jan', 'Feb', 'Mar'].map((month, i) => ({ month, balance: 30000 + i * 4000 })),
  },
  budget: { expenses: 15000, expensesLimit: 20000, savings: 9000, savingsGoal: 15000, bills: 6500, billsLimit: 7000 },
  recentTransactions: [
    {
      transactionId: 'TRX-482913',
      name: 'Fuel card top-up',
      amount: 4250.5,
      status: 'pending',
      date: '2026-11-20T00:00:00.000Z',
    },
    {
      transactionId: 'TRX-119245',
      name: 'Tyre service',
      amount: 1890,
      status: 'paid',
      date: '2026-11-18T00:00:00.000Z',
    },
  ],
};
const hours = [0, 1, 2].map((i) => `2026-11-20T0${6 + i}:00:00.000Z`);
const coin = (title: string, iso: string, amount: number, dir: string) => ({
  title,
  iso,
  amount,
  trend: { dir, amount: 2.5 },
  series: hours.map((x) => ({ x, y: amount })),
});
const crypto: CryptoDashboardData = {
  btc: {
    amount: 64210.5,
    trend: { dir: 'up', amount: 1.8 },
    marketCap: 1_270_000_000_000,
    volume: 38_200_000_000,
    supply: 19_780_000,
    allTimeHigh: 73_750,
    price: { series: hours.map((x, i) => ({ x, y: 64000 + i * 100 })) },
  },
  prices: { btc: 64210.5, eth: 3400 },
  wallets: { btc: 0.52, eth: 4.1 },
  watchlist: [coin('Ethereum', 'ETH', 3400, 'up'), coin('Ripple', 'XRP', 0.61, 'down')],
};

const meta = {
  title: 'Apps/Dashboards',
  tags: ['autodocs'],
  component: ProjectDashboardView,
  args: { data: project },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ProjectDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The project's week: the issue counts of the week chosen, the chart with its table, the spread of tasks and budget. */
export const Project: Story = {
  play: async ({ canvas }) => {
    const issues = canvas.getByRole('region', { name: t('dashboards.project.issues') });
    await expect(
      within(issues).getByText(t('dashboards.project.counts.newIssues'), { selector: 'span, p, div' }),
    ).toBeVisible();
    await expect(issues).toHaveTextContent('120');
  },
};

export const ProjectAsATableLastWeek: Story = {
  tags: ['interaction'],
  ...afterShowcase(Project, async ({ canvas }) => {
    const issues = canvas.getByRole('region', { name: t('dashboards.project.issues') });
    // The chart's numbers as a table.
    await userEvent.click(within(issues).getByText(t('dashboard.asTable')));
    const table = within(issues).getByRole('table', { name: t('dashboards.project.issuesByDay') });
    await expect(within(table).getByRole('row', { name: /Thu/ })).toHaveTextContent('4133');
    await userEvent.click(within(issues).getByRole('button', { name: holding(t('dashboards.project.week')) }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: t('dashboards.project.weeks.last-week') }),
    );
    await expect(issues).toHaveTextContent('160');
    await expect(canvas.getByRole('region', { name: t('dashboards.project.tasks') })).toHaveTextContent('Frontend38');
    await expect(canvas.getByRole('table', { name: t('dashboards.project.budgetDetails') })).toHaveTextContent(
      'Concept',
    );
    await expect(canvas.getByRole('region', { name: t('dashboards.project.schedule') })).toHaveTextContent(
      t('dashboards.project.nothing'),
    );
  }),
  name: 'Project as a table last week',
};

/** The public site's visitors: figures with their change, visitors by month, and who they are. */
export const Analytics: Story = {
  render: () => <AnalyticsDashboardView data={analytics} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('dashboards.analytics.title') })).toBeVisible();
    const format = storyFormat();
    await expect(canvas.getByText(format.signedPercent(6.4))).toBeVisible();
    await expect(canvas.getByText(format.signedPercent(-2.5))).toBeVisible();
    // The sample's labels as written (the Turkish story gives them in Turkish); the shares in the story's language.
    await expect(canvas.getByRole('region', { name: t('dashboards.analytics.language') })).toHaveTextContent(
      `Turkish${format.percent(71)}`,
    );
    await expect(canvas.getByRole('table', { name: t('dashboards.analytics.visitors') })).toBeInTheDocument();
  },
};

/** The company card: statements, the balance by month, the budget used and the latest transactions. */
export const Finance: Story = {
  render: () => <FinanceDashboardView data={finance} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('dashboards.finance.currentStatement') })).toHaveTextContent(
      t('dashboards.finance.status.pending', { day: storyFormat().day('2026-11-22') }),
    );
    await expect(canvas.getByRole('region', { name: t('dashboards.finance.budget') })).toHaveTextContent(
      t('dashboards.finance.bills'),
    );
    const transactions = canvas.getByRole('table', { name: t('dashboards.finance.transactions') });
    await expect(within(transactions).getByRole('row', { name: /Fuel card top-up/ })).toHaveTextContent(
      t('dashboards.finance.status.pendingShort'),
    );
  },
};

/** Bitcoin over two days, with its figures; the coins watched with their trend. */
/** The bitcoin price on a true scale (its axis spans the two days' range, not from $0); every figure fits its card. */
export const Crypto: Story = {
  render: () => <CryptoDashboardView data={crypto} />,
  play: async ({ canvas, canvasElement }) => {
    const format = storyFormat();
    await expect(canvas.getByText(format.usd(64210.5))).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('dashboards.crypto.watchlist') })).toHaveTextContent(
      'Ripple (XRP)',
    );
    await expect(canvas.getByRole('region', { name: t('dashboards.crypto.wallets') })).toHaveTextContent('BTC');
    // Found as the page's text is read, its spaces plain ("$1,27 Tn" in Turkish has a no-break space).
    await expect(canvas.getByText(format.bigUsd(1_270_000_000_000).replace(/\s/g, ' '))).toBeVisible();
    // The price moves by a few per cent: the axis starts near the lowest price, not at zero.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-axis="y"] text').length).toBeGreaterThan(1));
    // Read as the story's language writes them ("$62,000", "$62.000"): the grouping left out, the decimal mark as a point.
    const decimal = storyNumber(1.5).charAt(1);
    const ticks = [...canvasElement.querySelectorAll('[data-axis="y"] text')].map((tick) =>
      Number(
        tick
          .textContent!.split('')
          .filter((c) => /\d/.test(c) || c === decimal)
          .join('')
          .replace(decimal, '.'),
      ),
    );
    await expect(Math.min(...ticks)).toBeGreaterThanOrEqual(60_000);
    await expect(Math.min(...ticks)).toBeLessThanOrEqual(64_000);
    for (const label of ['btc', 'marketCap', 'volume', 'allTimeHigh'].map((key) => t(`dashboards.crypto.${key}`))) {
      const card = canvas.getAllByText(label, { selector: 'span' })[0]!.parentElement!.parentElement!;
      await expect(card.scrollWidth, label).toBeLessThanOrEqual(card.clientWidth + 1);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
/** On a phone the figures and cards still fit. */
export const CryptoOnAPhone: Story = {
  ...Crypto,
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { viewport: { value: 'phone' } },
  name: 'Crypto on a phone',
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('dashboards.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

const none = { newIssues: 0, closedIssues: 0, fixed: 0, wontFix: 0, reOpened: 0, needsTriage: 0 };
const zeros = ['New issues', 'Closed issues'].map((name) => ({ name, data: days.map(() => 0) }));
/** A project's first day: no issue yet, nothing planned, no task and no budget set; every card says so. */
export const Empty: Story = {
  args: {
    data: {
      ...project,
      githubIssues: {
        overview: { 'this-week': none, 'last-week': none },
        labels: days,
        series: { 'this-week': zeros, 'last-week': zeros },
      },
      taskDistribution: { labels: [], series: [] },
      schedule: { today: [], tomorrow: [] },
      budgetDistribution: { categories: [], series: [] },
      weeklyExpenses: { amount: 0 },
      monthlyExpenses: { amount: 0 },
      yearlyExpenses: { amount: 0 },
      budgetDetails: { rows: [] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('dashboards.project.tasks') })).toHaveTextContent(
      t('dashboards.none'),
    );
    await expect(canvas.getAllByText(t('dashboards.project.nothing'))).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: t('dashboards.project.budget') })).toHaveTextContent(
      t('dashboards.project.noBudget'),
    );
    await expect(canvas.queryByRole('table', { name: t('dashboards.project.budgetDetails') })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'The server did not answer (503)', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('dashboards.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    data: {
      ...project,
      schedule: {
        today: [
          {
            title: `${'Quarterly network review '.repeat(6)}${'X'.repeat(80)}`,
            time: '10:00',
            location: 'L'.repeat(90),
          },
        ],
        tomorrow: [],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Turkish: Story = {
  render: () => <AnalyticsDashboardView data={analytics} say={(text) => ({ Turkish: 'Türkçe' })[text] ?? text} />,
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analiz' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Dil' })).toHaveTextContent('Türkçe%71');
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('dashboards.project.issues') })).toBeVisible();
  },
};
