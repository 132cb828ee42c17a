/** The one locale helper: the formats chosen for English in Türkiye (en-GB) and for Turkish. */
import { describe, expect, it } from 'vitest';
import { localeOf } from '../UiProvider';
import { courierFormat } from './format';

const en = courierFormat(localeOf.en);
const tr = courierFormat(localeOf.tr);
// The zone is named only on a device away from Türkiye's clock.
const zone = '( GMT\\+3)?';

describe('the locale helper', () => {
  it('writes English with the 24-hour clock and the day before the month', () => {
    expect(en.moment('2026-11-23T17:05:00Z')).toMatch(new RegExp(`^23 Nov 2026, 20:05${zone}$`));
    expect(en.time('2026-11-23T09:12:00Z')).toMatch(new RegExp(`^12:12${zone}$`));
    expect(en.day('2026-11-20')).toBe('20 Nov 2026');
    expect(en.longDay('2026-11-20')).toBe('20 November 2026');
  });

  it('writes shares and changes in per cent the way each language does', () => {
    expect(en.rate(0.937)).toBe('93.7%');
    expect(en.signedRate(0.124)).toBe('+12.4%');
    expect(en.percent(52.8)).toBe('52.8%');
    expect(tr.percent(52.8)).toBe('%52,8');
    expect(tr.rate(0.937)).toBe('%93,7');
    expect(tr.signedRate(-0.015)).toBe('-%1,5');
  });

  it('writes lira with each language’s grouping', () => {
    expect(en.money(48250.5)).toBe('₺48,250.50');
    expect(tr.money(48250.5)).toBe('₺48.250,50');
    expect(tr.moment('2026-11-23T17:05:00Z')).toMatch(new RegExp(`^23 Kas 2026 20:05${zone}$`));
  });
});
