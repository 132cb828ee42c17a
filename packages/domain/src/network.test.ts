import { describe, expect, it } from 'vitest';
import { daysUntil, dueState } from './clock';
import { licenceValid, stopTime } from './network';

describe('due dates', () => {
  it('counts whole calendar days, negative once passed', () => {
    expect(daysUntil('2026-12-01', '2026-11-21')).toBe(10);
    expect(daysUntil('2026-11-20', '2026-11-21')).toBe(-1);
    expect(daysUntil('2027-03-28', '2027-03-27')).toBe(1);
  });

  it('an expiry is over on its day, like a licence; a service is overdue the day after', () => {
    expect(dueState('2026-11-21', '2026-11-21', 'expiry')).toBe('overdue');
    expect(licenceValid({ licenseExpiry: '2026-11-21' }, '2026-11-21')).toBe(false);
    expect(dueState('2026-11-21', '2026-11-21', 'due')).toBe('soon');
    expect(dueState('2026-11-20', '2026-11-21', 'due')).toBe('overdue');
  });

  it('warns thirty days ahead, not earlier', () => {
    expect(dueState('2026-12-21', '2026-11-21', 'expiry')).toBe('soon');
    expect(dueState('2026-12-22', '2026-11-21', 'expiry')).toBe('ok');
  });
});

describe('stop times', () => {
  it('adds the offset to the departure, counting the days it runs over', () => {
    expect(stopTime('08:30', 0)).toEqual({ time: '08:30', dayOffset: 0 });
    expect(stopTime('22:00', 150)).toEqual({ time: '00:30', dayOffset: 1 });
    expect(stopTime('23:59', 2 * 1440 + 1)).toEqual({ time: '00:00', dayOffset: 3 });
  });
});
