import { describe, expect, it } from 'vitest';
import { day, iso } from './time';

describe('iso', () => {
  it('writes what Date#toISOString writes, from 1970 to 9999, fractions of a millisecond dropped', () => {
    // A fixed sequence (an LCG), so the same instants are tried on every run.
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const instants = [
      0,
      1,
      999,
      day - 1,
      day,
      Date.UTC(2026, 10, 20, 23, 59, 59, 999),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    ];
    for (let i = 0; i < 5000; i++)
      instants.push(next() * Date.UTC(9999, 0, 1), Date.UTC(2026, 0, 1) + next() * 400 * day);
    for (const t of instants) expect(iso(t)).toBe(new Date(t).toISOString());
  });
});
