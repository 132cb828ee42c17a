import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInOrder } from './listing';

describe('firstInOrder', () => {
  type Item = { v: number; id: number };
  const byValueThenId = (a: Item, b: Item) => a.v - b.v || a.id - b.id;
  const before = (a: number, itemA: Item, b: number, itemB: Item) => a - b || itemA.id - itemB.id;

  it('gives the same first items as sorting everything, ties included', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 400 }), fc.integer({ min: 1, max: 60 }), (values, count) => {
        const items = values.map((v, id) => ({ v, id }));
        const expected = [...items].sort(byValueThenId).slice(0, count);
        expect(firstInOrder([...items], count, (i) => i.v, before)).toEqual(expected);
        expect(firstInOrder([...items], count, (i) => i.v, before, true)).toEqual(expected);
      }),
    );
  });

  it('keeps only as many as asked for on a long list', () => {
    const items = Array.from({ length: 10_000 }, (_, id) => ({ v: (id * 7919) % 10_007, id }));
    const top = firstInOrder(items, 25, (i) => i.v, before);
    expect(top).toHaveLength(25);
    expect(top[0]!.v).toBe(Math.min(...items.map((i) => i.v)));
  });
});
