import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInOrder, matches, reader } from './query';

describe('firstInOrder', () => {
  type Item = { v: number; id: number };
  const byValueThenId = (a: Item, b: Item) => a.v - b.v || a.id - b.id;
  const before = (a: number, itemA: Item, b: number, itemB: Item) => a - b || itemA.id - itemB.id;

  it('gives the same first items as sorting everything, ties included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 400 }),
        fc.integer({ min: 1, max: 60 }),
        (values, count) => {
          const items = values.map((v, id) => ({ v, id }));
          const expected = [...items].sort(byValueThenId).slice(0, count);
          expect(firstInOrder([...items], count, (i) => i.v, before)).toEqual(expected);
          expect(firstInOrder([...items], count, (i) => i.v, before, true)).toEqual(expected);
        },
      ),
    );
  });

  it('keeps only as many as asked for on a long list', () => {
    const items = Array.from({ length: 10_000 }, (_, id) => ({ v: (id * 7919) % 10_007, id }));
    const top = firstInOrder(items, 25, (i) => i.v, before);
    expect(top).toHaveLength(25);
    expect(top[0]!.v).toBe(Math.min(...items.map((i) => i.v)));
  });
});

describe('conditions', () => {
  const trip = {
    id: 't1',
    status: 'in_transit',
    seal: null,
    stops: [{ officeId: 'off_001' }, { officeId: 'off_003' }],
    scheduledAt: '2026-11-20T18:00:00.000Z',
  };

  it('read fields by path, through lists, and never from the prototype', () => {
    expect(reader('stops.officeId')(trip)).toEqual(['off_001', 'off_003']);
    expect(reader('constructor')(trip)).toBeUndefined();
    expect(reader('__proto__.toString')(trip)).toBeUndefined();
  });

  it('match values as text, lists by any element, missing values by their name', () => {
    expect(matches(trip, { field: 'stops.officeId', in: ['off_003'] })).toBe(true);
    expect(matches(trip, { field: 'stops.officeId', in: ['off_002'] })).toBe(false);
    expect(matches(trip, { field: 'seal', in: ['none'], nullAs: 'none' })).toBe(true);
    expect(
      matches(trip, {
        any: [
          { field: 'status', in: ['planned'] },
          { field: 'scheduledAt', before: '2026-11-21' },
        ],
      }),
    ).toBe(true);
    expect(
      matches(trip, {
        all: [
          { field: 'status', in: ['in_transit'] },
          { field: 'scheduledAt', from: '2026-11-21' },
        ],
      }),
    ).toBe(false);
    expect(matches(trip, { field: 'scheduledAt', upTo: '2026-11-20T18:00:00.000Z' })).toBe(true);
  });
});
