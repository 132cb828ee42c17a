import { useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Card } from '../../primitives/Card/Card';
import { LoadFailed } from '../../primitives/EmptyState/LoadFailed';
import { Select } from '../../primitives/Select/Select';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { StatCard } from '../../primitives/StatCard/StatCard';
import { ChartFigure, ScrollArea } from '../../courier/Charts/ChartFigure';
import * as chartStyles from '../../courier/Charts/Chart.css';
import { useCourierFormat } from '../../courier/format';
import * as styles from './Dashboards.css';

type Week = 'this-week' | 'last-week';
interface IssueCounts {
  newIssues: number;
  closedIssues: number;
  fixed: number;
  wontFix: number;
  reOpened: number;
  needsTriage: number;
}
interface NamedSeries {
  name: string;
  data: number[];
}

/** The project dashboard as the API gives it (the sample's team work: issues, tasks, schedule, budget). */
export interface ProjectDashboardData {
  githubIssues: { overview: Record<Week, IssueCounts>; labels: string[]; series: Record<Week, NamedSeries[]> };
  taskDistribution: { labels: string[]; series: number[] };
  schedule: Record<'today' | 'tomorrow', { title: string; time: string; location: string | null }[]>;
  budgetDistribution: { categories: string[]; series: NamedSeries[] };
  weeklyExpenses: { amount: number };
  monthlyExpenses: { amount: number };
  yearlyExpenses: { amount: number };
  budgetDetails: {
    rows: {
      type: string;
      total: number;
      expensesAmount: number;
      expensesPercentage: number;
      remainingAmount: number;
      remainingPercentage: number;
    }[];
  };
}

interface Shares {
  uniqueVisitors: number;
  labels: string[];
  series: number[];
}
interface Trend {
  amount: number;
  change: number;
  series: { x: string; y: number }[];
}
/** The analytics dashboard as the API gives it (visitors of the public tracking site). */
export interface AnalyticsDashboardData {
  visitorsOverview: Record<'thisYear' | 'lastYear', { month: string; visitors: number }[]>;
  conversions: Trend;
  impressions: Trend;
  visits: Trend;
  visitorsVsPageViews: {
    overallScore: number;
    averageRatio: number;
    predictedRatio: number;
    series: { x: string; y: number; pageViews: number }[];
  };
  newVsReturning: Shares;
  gender: Shares;
  age: Shares;
  language: Shares;
}

/** The finance dashboard as the API gives it (the company card's statements, balance, budget and spending). */
export interface FinanceDashboardData {
  previousStatement: Statement;
  currentStatement: Statement;
  accountBalance: { growRate: number; ami: number; series: { month: string; balance: number }[] };
  budget: {
    expenses: number;
    expensesLimit: number;
    savings: number;
    savingsGoal: number;
    bills: number;
    billsLimit: number;
  };
  recentTransactions: { transactionId: string; name: string; amount: number; status: string; date: string }[];
}
interface Statement {
  status: string;
  date: string;
  limit: number;
  spent: number;
  minimum: number;
}

interface Coin {
  title: string;
  iso: string;
  amount: number;
  trend: { dir: string; amount: number };
  series: { x: string; y: number }[];
}
/** The crypto dashboard as the API gives it (prices in US dollars, the sample's wallets). */
export interface CryptoDashboardData {
  btc: {
    amount: number;
    trend: { dir: string; amount: number };
    marketCap: number;
    volume: number;
    supply: number;
    allTimeHigh: number;
    price: { series: { x: string; y: number }[] };
  };
  prices: Record<string, number>;
  wallets: Record<string, number>;
  watchlist: Coin[];
}

interface Common<T> {
  /** The dashboard's data; undefined while loading. */
  data: T | undefined;
  error?: string | null;
  onRetry?: () => void;
  /** A sample label in the user's language (the app's phrasebook); as written by default. */
  say?: (text: string) => string;
}
const same = (text: string) => text;

/** The frame of a dashboard: its title and lead, and its loading and failed states. */
function Frame<T>({
  title,
  lead,
  data,
  error,
  onRetry,
  children,
}: Common<T> & { title: string; lead: string; children: (data: T) => ReactNode }) {
  const { t } = useUiTranslation();
  let body: ReactNode;
  if (error) body = <LoadFailed title={t('dashboards.error')} description={error} onRetry={onRetry} />;
  else if (!data)
    body = (
      <div role="status" aria-busy="true" aria-label={t('dashboards.loading')} className={styles.figures}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} width="100%" height={110} />
        ))}
      </div>
    );
  else body = children(data);
  return (
    <div className={styles.root}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.muted}>{lead}</p>
      </div>
      {body}
    </div>
  );
}

/** Figures as text and a bar each (parts of a whole, or a budget used): the text says it all, the bar is for the eye. */
function BarList({ items }: { items: { label: string; value: string; ratio: number }[] }) {
  return (
    <ul className={styles.shares}>
      {items.map((item, i) => (
        <li key={item.label} className={styles.share}>
          <span className={styles.shareText}>
            <span>{item.label}</span>
            <span className={styles.num}>{item.value}</span>
          </span>
          <span className={styles.track} aria-hidden="true">
            <span
              className={`${styles.fill} ${chartStyles.seriesFill} ${chartStyles.palettes.chart![i % 8]}`}
              style={{ width: `${Math.min(100, Math.max(0, item.ratio * 100))}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Parts of a whole: each label with its value and its share of the total. */
function ShareList({
  labels,
  values,
  say,
  format,
}: {
  labels: string[];
  values: number[];
  say: (text: string) => string;
  format: (n: number) => string;
}) {
  const { t } = useUiTranslation();
  if (!labels.length) return <p className={styles.muted}>{t('dashboards.none')}</p>;
  const total = values.reduce((a, b) => a + b, 0) || 1;
  return (
    <BarList
      items={labels.map((label, i) => ({
        label: say(label),
        value: format(values[i] ?? 0),
        ratio: (values[i] ?? 0) / total,
      }))}
    />
  );
}

/** The project dashboard: the week's issues, how tasks and budget are spread, the schedule and the spending. */
export function ProjectDashboardView({ data, error, onRetry, say = same }: Common<ProjectDashboardData>) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [week, setWeek] = useState<Week>('this-week');
  const money = (n: number) => format.money(n);
  return (
    <Frame
      title={t('dashboards.project.title')}
      lead={t('dashboards.project.lead')}
      data={data}
      error={error}
      onRetry={onRetry}
    >
      {(d) => {
        const counts = d.githubIssues.overview[week];
        const byDay = d.githubIssues.labels.map((label, i) => ({
          day: label,
          ...Object.fromEntries(d.githubIssues.series[week].map((s) => [s.name, s.data[i] ?? 0])),
        }));
        const budget = d.budgetDistribution.categories.map((category, i) => ({
          category,
          ...Object.fromEntries(d.budgetDistribution.series.map((s) => [s.name, s.data[i] ?? 0])),
        }));
        return (
          <>
            <Card
              as="section"
              title={t('dashboards.project.issues')}
              actions={
                <Select
                  aria-label={t('dashboards.project.week')}
                  selectedKey={week}
                  onSelectionChange={(key) => setWeek(key as Week)}
                  items={(['this-week', 'last-week'] as const).map((id) => ({
                    id,
                    label: t(`dashboards.project.weeks.${id}`),
                  }))}
                />
              }
            >
              <div className={styles.figures}>
                {(['newIssues', 'closedIssues', 'fixed', 'wontFix', 'reOpened', 'needsTriage'] as const).map((key) => (
                  <StatCard
                    key={key}
                    label={t(`dashboards.project.counts.${key}`)}
                    value={format.count(counts[key])}
                    tone={key === 'needsTriage' ? 'caution' : 'neutral'}
                  />
                ))}
              </div>
              <ChartFigure
                caption={t('dashboards.project.issuesByDay')}
                xHeader={t('dashboards.day')}
                data={byDay}
                x="day"
                xLabel={say}
                series={d.githubIssues.series[week].map((s) => ({ key: s.name, label: say(s.name) }))}
                kind="bar"
                value={(n) => format.count(n)}
                height={240}
              />
            </Card>
            <div className={styles.columns}>
              <Card as="section" title={t('dashboards.project.tasks')}>
                <ShareList
                  labels={d.taskDistribution.labels}
                  values={d.taskDistribution.series}
                  say={say}
                  format={(n) => format.count(n)}
                />
              </Card>
              <Card as="section" title={t('dashboards.project.schedule')}>
                {(['today', 'tomorrow'] as const).map((when) => (
                  <div key={when} className={styles.stack}>
                    <h3 className={styles.subheading}>{t(`dashboards.project.${when}`)}</h3>
                    {d.schedule[when].length ? (
                      <ul className={styles.events}>
                        {d.schedule[when].map((event) => (
                          <li key={`${event.time}${event.title}`} className={styles.event}>
                            <span className={styles.num}>{event.time}</span>
                            <span>
                              {say(event.title)}
                              {event.location ? <span className={styles.muted}> · {event.location}</span> : null}
                            </span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className={styles.muted}>{t('dashboards.project.nothing')}</p>
                    )}
                  </div>
                ))}
              </Card>
            </div>
            <div className={styles.figures}>
              <StatCard
                label={t('dashboards.project.weekly')}
                value={money(d.weeklyExpenses.amount)}
                icon="heroicons_outline:banknotes"
              />
              <StatCard
                label={t('dashboards.project.monthly')}
                value={money(d.monthlyExpenses.amount)}
                icon="heroicons_outline:banknotes"
              />
              <StatCard
                label={t('dashboards.project.yearly')}
                value={money(d.yearlyExpenses.amount)}
                icon="heroicons_outline:banknotes"
              />
            </div>
            <Card as="section" title={t('dashboards.project.budget')}>
              {d.budgetDetails.rows.length || d.budgetDistribution.categories.length ? (
                <>
                  <ChartFigure
                    caption={t('dashboards.project.budget')}
                    xHeader={t('dashboards.project.category')}
                    data={budget}
                    x="category"
                    xLabel={say}
                    series={d.budgetDistribution.series.map((s) => ({ key: s.name, label: say(s.name) }))}
                    kind="bar"
                    value={(n) => format.count(n)}
                    height={220}
                  />
                  <ScrollArea label={t('dashboards.project.budgetDetails')}>
                    <table className={chartStyles.table}>
                      <caption className={chartStyles.caption}>{t('dashboards.project.budgetDetails')}</caption>
                      <thead>
                        <tr>
                          {(['category', 'total', 'spent', 'spentShare', 'remaining', 'remainingShare'] as const).map(
                            (key) => (
                              <th key={key} scope="col">
                                {t(`dashboards.project.${key}`)}
                              </th>
                            ),
                          )}
                        </tr>
                      </thead>
                      <tbody>
                        {d.budgetDetails.rows.map((row) => (
                          <tr key={row.type}>
                            <th scope="row">{say(row.type)}</th>
                            <td className={chartStyles.num}>{money(row.total)}</td>
                            <td className={chartStyles.num}>{money(row.expensesAmount)}</td>
                            <td className={chartStyles.num}>{format.percent(row.expensesPercentage)}</td>
                            <td className={chartStyles.num}>{money(row.remainingAmount)}</td>
                            <td className={chartStyles.num}>{format.percent(row.remainingPercentage)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </ScrollArea>
                </>
              ) : (
                <p className={styles.muted}>{t('dashboards.project.noBudget')}</p>
              )}
            </Card>
          </>
        );
      }}
    </Frame>
  );
}

/** The analytics dashboard: who visits the public tracking site, how often, and how many go on to book. */
export function AnalyticsDashboardView({ data, error, onRetry, say = same }: Common<AnalyticsDashboardData>) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const day = (iso: string) => format.day(iso).replace(/,? \d{4}$/, '');
  return (
    <Frame
      title={t('dashboards.analytics.title')}
      lead={t('dashboards.analytics.lead')}
      data={data}
      error={error}
      onRetry={onRetry}
    >
      {(d) => {
        const months = d.visitorsOverview.thisYear.map((m, i) => ({
          month: m.month,
          thisYear: m.visitors,
          lastYear: d.visitorsOverview.lastYear[i]?.visitors ?? 0,
        }));
        return (
          <>
            <div className={styles.figures}>
              {(['conversions', 'impressions', 'visits'] as const).map((key) => (
                <StatCard
                  key={key}
                  label={t(`dashboards.analytics.${key}`)}
                  value={format.count(d[key].amount)}
                  delta={format.signedPercent(d[key].change)}
                  deltaTone={d[key].change >= 0 ? 'good' : 'bad'}
                  deltaDirection={d[key].change >= 0 ? 'up' : 'down'}
                  footnote={t('dashboards.analytics.vsBefore')}
                />
              ))}
            </div>
            <Card as="section" title={t('dashboards.analytics.visitors')}>
              <ChartFigure
                caption={t('dashboards.analytics.visitors')}
                xHeader={t('dashboards.month')}
                data={months}
                x="month"
                xLabel={say}
                series={[
                  { key: 'thisYear', label: t('dashboards.analytics.thisYear') },
                  { key: 'lastYear', label: t('dashboards.analytics.lastYear') },
                ]}
                kind="line"
                value={(n) => format.count(n)}
                height={260}
              />
            </Card>
            <Card
              as="section"
              title={t('dashboards.analytics.pageViews')}
              subtitle={t('dashboards.analytics.ratio', {
                average: format.percent(d.visitorsVsPageViews.averageRatio),
                predicted: format.percent(d.visitorsVsPageViews.predictedRatio),
              })}
            >
              <ChartFigure
                caption={t('dashboards.analytics.pageViews')}
                xHeader={t('dashboards.day')}
                data={d.visitorsVsPageViews.series}
                x="x"
                xLabel={day}
                rowLabel={(iso) => format.day(iso)}
                series={[
                  { key: 'y', label: t('dashboards.analytics.visitorsSeries') },
                  { key: 'pageViews', label: t('dashboards.analytics.pageViewsSeries') },
                ]}
                kind="line"
                value={(n) => format.count(n)}
                height={240}
              />
            </Card>
            <div className={styles.columns}>
              {(['newVsReturning', 'gender', 'age', 'language'] as const).map((key) => (
                <Card
                  key={key}
                  as="section"
                  title={t(`dashboards.analytics.${key}`)}
                  subtitle={t('dashboards.analytics.unique', {
                    count: d[key].uniqueVisitors,
                    formatted: format.count(d[key].uniqueVisitors),
                  })}
                >
                  <ShareList
                    labels={d[key].labels}
                    values={d[key].series}
                    say={say}
                    format={(n) => format.percent(n)}
                  />
                </Card>
              ))}
            </div>
          </>
        );
      }}
    </Frame>
  );
}

/** The finance dashboard: the card's statements, the balance month by month, the budget and the latest transactions. */
export function FinanceDashboardView({ data, error, onRetry, say = same }: Common<FinanceDashboardData>) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const money = (n: number) => format.money(n);
  return (
    <Frame
      title={t('dashboards.finance.title')}
      lead={t('dashboards.finance.lead')}
      data={data}
      error={error}
      onRetry={onRetry}
    >
      {(d) => (
        <>
          <div className={styles.columns}>
            {(['previousStatement', 'currentStatement'] as const).map((key) => {
              const statement = d[key];
              return (
                <Card
                  key={key}
                  as="section"
                  title={t(`dashboards.finance.${key}`)}
                  subtitle={t(`dashboards.finance.status.${statement.status === 'paid' ? 'paid' : 'pending'}`, {
                    day: format.day(statement.date),
                  })}
                >
                  <dl className={styles.facts}>
                    {(
                      [
                        ['limit', statement.limit],
                        ['spent', statement.spent],
                        ['minimum', statement.minimum],
                      ] as const
                    ).map(([term, value]) => (
                      <div key={term} className={styles.fact}>
                        <dt className={styles.muted}>{t(`dashboards.finance.${term}`)}</dt>
                        <dd className={styles.factValue}>{money(value)}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              );
            })}
          </div>
          <Card
            as="section"
            title={t('dashboards.finance.balance')}
            subtitle={t('dashboards.finance.grow', {
              rate: format.signedPercent(d.accountBalance.growRate),
              ami: money(d.accountBalance.ami),
            })}
          >
            <ChartFigure
              caption={t('dashboards.finance.balance')}
              xHeader={t('dashboards.month')}
              data={d.accountBalance.series}
              x="month"
              xLabel={say}
              series={[{ key: 'balance', label: t('dashboards.finance.balanceSeries') }]}
              kind="line"
              value={money}
              height={240}
            />
          </Card>
          <div className={styles.columns}>
            <Card as="section" title={t('dashboards.finance.budget')}>
              <BarList
                items={(
                  [
                    ['expenses', d.budget.expenses, d.budget.expensesLimit],
                    ['savings', d.budget.savings, d.budget.savingsGoal],
                    ['bills', d.budget.bills, d.budget.billsLimit],
                  ] as const
                ).map(([key, value, limit]) => ({
                  label: t(`dashboards.finance.${key}`),
                  value: t('dashboards.finance.of', { value: money(value), limit: money(limit) }),
                  ratio: value / limit,
                }))}
              />
            </Card>
            <Card as="section" title={t('dashboards.finance.transactions')}>
              <ScrollArea label={t('dashboards.finance.transactions')}>
                <table className={chartStyles.table}>
                  <caption className={chartStyles.caption}>{t('dashboards.finance.transactions')}</caption>
                  <thead>
                    <tr>
                      {(['what', 'day', 'amount', 'state'] as const).map((key) => (
                        <th key={key} scope="col">
                          {t(`dashboards.finance.${key}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {d.recentTransactions.map((row) => (
                      <tr key={row.transactionId}>
                        <th scope="row">
                          {say(row.name)}
                          <span className={styles.muted}> · {row.transactionId}</span>
                        </th>
                        <td>{format.day(row.date)}</td>
                        <td className={chartStyles.num}>{money(row.amount)}</td>
                        <td>
                          {t(`dashboards.finance.status.${row.status === 'paid' ? 'paidShort' : 'pendingShort'}`)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollArea>
            </Card>
          </div>
        </>
      )}
    </Frame>
  );
}

/** The crypto dashboard: the bitcoin price over two days with its figures, the sample's wallets and a watchlist. */
export function CryptoDashboardView({ data, error, onRetry }: Common<CryptoDashboardData>) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const usd = (n: number) => format.usd(n);
  const hour = (iso: string) => format.time(iso);
  const trend = (dir: string, amount: number) => ({
    delta: format.signedPercent(dir === 'up' ? Math.abs(amount) : -Math.abs(amount)),
    deltaTone: dir === 'up' ? ('good' as const) : ('bad' as const),
    deltaDirection: dir === 'up' ? ('up' as const) : ('down' as const),
  });
  return (
    <Frame
      title={t('dashboards.crypto.title')}
      lead={t('dashboards.crypto.lead')}
      data={data}
      error={error}
      onRetry={onRetry}
    >
      {(d) => (
        <>
          <div className={styles.figures}>
            <StatCard
              label={t('dashboards.crypto.btc')}
              value={usd(d.btc.amount)}
              {...trend(d.btc.trend.dir, d.btc.trend.amount)}
              footnote={t('dashboards.crypto.since')}
            />
            <StatCard label={t('dashboards.crypto.marketCap')} value={format.bigUsd(d.btc.marketCap)} />
            <StatCard label={t('dashboards.crypto.volume')} value={format.bigUsd(d.btc.volume)} />
            <StatCard label={t('dashboards.crypto.allTimeHigh')} value={usd(d.btc.allTimeHigh)} />
          </div>
          <Card as="section" title={t('dashboards.crypto.price')}>
            <ChartFigure
              caption={t('dashboards.crypto.price')}
              xHeader={t('dashboards.crypto.hour')}
              data={d.btc.price.series}
              x="x"
              xLabel={hour}
              rowLabel={(iso) => format.moment(iso)}
              series={[{ key: 'y', label: t('dashboards.crypto.btc') }]}
              kind="line"
              zero={false}
              value={usd}
              height={260}
            />
          </Card>
          <div className={styles.columns}>
            <Card as="section" title={t('dashboards.crypto.wallets')}>
              <dl className={styles.facts}>
                {Object.entries(d.wallets).map(([coin, amount]) => (
                  <div key={coin} className={styles.fact}>
                    <dt className={styles.muted}>{coin.toUpperCase()}</dt>
                    <dd className={styles.factValue}>{format.count(amount)}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card as="section" title={t('dashboards.crypto.watchlist')}>
              <div className={styles.figures}>
                {d.watchlist.map((coin) => (
                  <StatCard
                    key={coin.iso}
                    label={`${coin.title} (${coin.iso})`}
                    value={usd(coin.amount)}
                    {...trend(coin.trend.dir, coin.trend.amount)}
                  />
                ))}
              </div>
            </Card>
          </div>
        </>
      )}
    </Frame>
  );
}
