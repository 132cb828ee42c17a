import { describe, expect, it } from 'vitest';
import { dayKey, formatClock, formatDay, formatShortDay } from './time';

// 22:30 in London is 01:30 the next day in Türkiye: a chat groups and writes it on the company's clock, wherever the device is.
const lateEvening = '2026-11-20T22:30:00Z';

describe('the shell’s times', () => {
  it('are the company’s: the clock, the day and the day a message is grouped under', () => {
    expect(formatClock(lateEvening, 'en-GB')).toBe('01:30');
    expect(formatClock(lateEvening, 'tr')).toBe('01:30');
    expect(dayKey(lateEvening)).toBe('2026-11-21');
    expect(dayKey('2026-11-20T20:59:00Z')).toBe('2026-11-20');
    expect(formatShortDay(lateEvening, 'en-GB')).toBe('21 Nov');
    expect(formatDay(lateEvening, 'tr')).toBe('21 Kasım Cumartesi');
  });
});
