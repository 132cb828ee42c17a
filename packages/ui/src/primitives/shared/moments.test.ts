import { afterEach, describe, expect, it, vi } from 'vitest';
import { momentOptions } from './moments';

const write = (iso: string) =>
  new Intl.DateTimeFormat('en-US', momentOptions({ hour: 'numeric', minute: '2-digit' })).format(new Date(iso));

describe('moments on the company clock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a trip planned for 20:00 Türkiye time as 8:00 PM, unmarked on a device in Türkiye', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-180);
    expect(write('2026-11-23T17:00:00Z')).toBe('8:00 PM');
  });

  it('names the zone on a device that keeps another time, instead of an unmarked 5:00 PM', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    expect(write('2026-11-23T17:00:00Z')).toBe('8:00 PM GMT+3');
  });
});
