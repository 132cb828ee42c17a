import { describe, expect, it } from 'vitest';
import { reportRange } from './insights';

describe('report ranges', () => {
  it('counts back from today, and takes whole months', () => {
    expect(reportRange('today', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(reportRange('7d', '2026-11-21')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(reportRange('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(reportRange('this_month', '2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-11-21' });
    expect(reportRange('last_month', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportRange('last_month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
