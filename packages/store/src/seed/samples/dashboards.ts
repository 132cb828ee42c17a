/**
 * The four demo dashboards. The spec gives no shapes: these are what a dashboard of that name
 * shows, made deterministically from the seed and relative to now (documented in the README).
 */
import { Random } from '../random';
import { day, iso } from '../time';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const series = (r: Random, n: number, min: number, max: number) => Array.from({ length: n }, () => r.int(min, max));
const daily = (now: number, n: number, values: number[]) =>
  values.map((y, i) => ({ x: iso(now - (n - 1 - i) * day), y }));

export function analyticsDashboard(seed: number, now: number) {
  const r = new Random(seed + 101);
  const visitors = series(r, 12, 8000, 26000);
  return {
    visitorsOverview: {
      thisYear: months.map((m, i) => ({ month: m, visitors: visitors[i]! })),
      lastYear: months.map((m) => ({ month: m, visitors: r.int(6000, 22000) })),
    },
    conversions: {
      amount: r.int(3000, 6000),
      change: r.float(-8, 12, 1),
      series: daily(now, 14, series(r, 14, 150, 480)),
    },
    impressions: {
      amount: r.int(70000, 120000),
      change: r.float(-5, 15, 1),
      series: daily(now, 14, series(r, 14, 4000, 9000)),
    },
    visits: {
      amount: r.int(40000, 80000),
      change: r.float(-5, 15, 1),
      series: daily(now, 14, series(r, 14, 2500, 6000)),
    },
    visitorsVsPageViews: {
      overallScore: r.float(400, 600, 0),
      averageRatio: r.float(30, 60, 1),
      predictedRatio: r.float(40, 70, 1),
      series: daily(now, 30, series(r, 30, 2000, 5000)).map((p, i) => ({
        ...p,
        pageViews: p.y + r.int(500, 3000) + i * 5,
      })),
    },
    newVsReturning: {
      uniqueVisitors: r.int(40000, 60000),
      labels: ['New', 'Returning'],
      series: [r.int(60, 80), 0].map((v, i, a) => (i ? 100 - a[0]! : v)),
    },
    gender: { uniqueVisitors: r.int(40000, 60000), labels: ['Female', 'Male', 'Other'], series: [52, 46, 2] },
    age: { uniqueVisitors: r.int(40000, 60000), labels: ['18-24', '25-34', '35-44', '45+'], series: [18, 37, 27, 18] },
    language: {
      uniqueVisitors: r.int(40000, 60000),
      labels: ['Turkish', 'English', 'German', 'Other'],
      series: [71, 19, 6, 4],
    },
  };
}

export function cryptoDashboard(seed: number, now: number) {
  const r = new Random(seed + 202);
  const walk = (start: number, n: number, step: number) => {
    let v = start;
    return Array.from({ length: n }, (_, i) => ({
      x: iso(now - (n - 1 - i) * 3_600_000),
      y: Math.round((v = Math.max(1, v + (r.next() - 0.48) * step)) * 100) / 100,
    }));
  };
  const btc = walk(64000, 48, 900);
  const last = btc[btc.length - 1]!.y;
  const coin = (title: string, iso2: string, start: number, step: number) => {
    const s = walk(start, 24, step);
    return {
      title,
      iso: iso2,
      amount: s[s.length - 1]!.y,
      trend: {
        dir: s[23]!.y >= s[0]!.y ? 'up' : 'down',
        amount: Math.round(((s[23]!.y - s[0]!.y) / s[0]!.y) * 10000) / 100,
      },
      series: s,
    };
  };
  return {
    btc: {
      amount: last,
      trend: {
        dir: last >= btc[0]!.y ? 'up' : 'down',
        amount: Math.round(((last - btc[0]!.y) / btc[0]!.y) * 10000) / 100,
      },
      marketCap: 1_270_000_000_000,
      volume: 38_200_000_000,
      supply: 19_780_000,
      allTimeHigh: 73_750,
      price: { series: btc },
    },
    prices: {
      btc: last,
      eth: coin('Ethereum', 'ETH', 3400, 60).amount,
      bch: coin('Bitcoin Cash', 'BCH', 480, 12).amount,
      xrp: coin('Ripple', 'XRP', 0.6, 0.02).amount,
    },
    wallets: { btc: r.float(0.1, 3, 4), eth: r.float(1, 20, 4), bch: r.float(1, 40, 4), xrp: r.float(100, 9000, 2) },
    watchlist: [
      coin('Ethereum', 'ETH', 3400, 60),
      coin('Bitcoin Cash', 'BCH', 480, 12),
      coin('Ripple', 'XRP', 0.6, 0.02),
      coin('Litecoin', 'LTC', 90, 3),
    ],
  };
}

export function financeDashboard(seed: number, now: number) {
  const r = new Random(seed + 303);
  const names = [
    'Fuel card top-up',
    'Tyre service',
    'Office rent',
    'Scanner lease',
    'Insurance premium',
    'Customer refund',
    'Toll pass',
    'Electricity',
  ];
  return {
    previousStatement: {
      status: 'paid',
      date: iso(now - 30 * day),
      limit: 34500,
      spent: r.int(20000, 30000),
      minimum: r.int(5000, 8000),
    },
    currentStatement: {
      status: 'pending',
      date: iso(now + 2 * day),
      limit: 34500,
      spent: r.int(10000, 28000),
      minimum: r.int(4000, 8000),
    },
    accountBalance: {
      growRate: r.float(2, 12, 1),
      ami: r.int(6000, 9000),
      series: months.map((month) => ({ month, balance: r.int(25000, 60000) })),
    },
    budget: {
      expenses: r.int(10000, 20000),
      expensesLimit: 20000,
      savings: r.int(5000, 12000),
      savingsGoal: 15000,
      bills: r.int(2000, 6000),
      billsLimit: 7000,
    },
    recentTransactions: Array.from({ length: 8 }, (_, i) => ({
      transactionId: `TRX-${String(r.int(100000, 999999))}`,
      name: names[i]!,
      amount: r.float(120, 9800),
      status: i < 2 ? 'pending' : 'paid',
      date: iso(now - i * r.int(1, 3) * day),
    })),
  };
}

export function projectDashboard(seed: number, now: number) {
  const r = new Random(seed + 404);
  return {
    githubIssues: {
      overview: {
        'this-week': {
          newIssues: r.int(100, 250),
          closedIssues: r.int(100, 250),
          fixed: r.int(50, 100),
          wontFix: r.int(5, 20),
          reOpened: r.int(2, 10),
          needsTriage: r.int(5, 25),
        },
        'last-week': {
          newIssues: r.int(100, 250),
          closedIssues: r.int(100, 250),
          fixed: r.int(50, 100),
          wontFix: r.int(5, 20),
          reOpened: r.int(2, 10),
          needsTriage: r.int(5, 25),
        },
      },
      labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      series: {
        'this-week': [
          { name: 'New issues', data: series(r, 7, 10, 45) },
          { name: 'Closed issues', data: series(r, 7, 8, 40) },
        ],
        'last-week': [
          { name: 'New issues', data: series(r, 7, 10, 45) },
          { name: 'Closed issues', data: series(r, 7, 8, 40) },
        ],
      },
    },
    taskDistribution: { labels: ['API', 'Backend', 'Frontend', 'Issues'], series: series(r, 4, 10, 40) },
    schedule: {
      today: [
        { title: 'Network review', time: '10:00', location: 'Ankara hub' },
        { title: 'Call with the Bursa branch', time: '14:30', location: null },
      ],
      tomorrow: [{ title: 'Scanner supplier demo', time: '11:00', location: 'İstanbul Avrupa Hub' }],
    },
    budgetDistribution: {
      categories: ['Concept', 'Design', 'Development', 'Extras', 'Marketing'],
      series: [{ name: 'Budget', data: series(r, 5, 10, 40) }],
    },
    weeklyExpenses: {
      amount: r.int(15000, 25000),
      labels: Array.from({ length: 7 }, (_, i) => iso(now - (6 - i) * day)),
      series: [{ name: 'Expenses', data: series(r, 7, 2000, 5000) }],
    },
    monthlyExpenses: { amount: r.int(60000, 90000), series: [{ name: 'Expenses', data: series(r, 4, 12000, 25000) }] },
    yearlyExpenses: {
      amount: r.int(700000, 900000),
      series: [{ name: 'Expenses', data: series(r, 12, 50000, 90000) }],
    },
    budgetDetails: {
      columns: ['type', 'total', 'expensesAmount', 'expensesPercentage', 'remainingAmount', 'remainingPercentage'],
      rows: ['Concept', 'Design', 'Development', 'Extras', 'Marketing'].map((type) => {
        const total = r.int(10000, 60000);
        const spent = r.int(0, total);
        return {
          type,
          total,
          expensesAmount: spent,
          expensesPercentage: Math.round((spent / total) * 1000) / 10,
          remainingAmount: total - spent,
          remainingPercentage: Math.round(((total - spent) / total) * 1000) / 10,
        };
      }),
    },
  };
}
