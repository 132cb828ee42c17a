import { describe, expect, it } from 'vitest';
import { placeCards, scrumboardStep } from './sampleData';

const step = scrumboardStep;
const list = [
  { id: 'a', position: step },
  { id: 'b', position: 2 * step },
  { id: 'c', position: 3 * step },
];

describe('placeCards', () => {
  it('puts a card between its new neighbours and moves no other', () => {
    expect(placeCards(list, 'l1', ['x'], 1)).toEqual([{ id: 'x', listId: 'l1', position: 1.5 * step }]);
    expect(placeCards(list, 'l1', ['x'], 0)).toEqual([{ id: 'x', listId: 'l1', position: 0.5 * step }]);
    expect(placeCards(list, 'l1', ['x'], 3)).toEqual([{ id: 'x', listId: 'l1', position: 4 * step }]);
  });

  it('counts the place in the list without the moving cards (a card moved down its own list)', () => {
    // a to after b: the list without a is [b, c], index 1 is between b and c.
    expect(placeCards(list, 'l1', ['a'], 1)).toEqual([{ id: 'a', listId: 'l1', position: 2.5 * step }]);
  });

  it('spreads several cards evenly, in their order', () => {
    expect(placeCards(list, 'l1', ['x', 'y'], 1)).toEqual([
      { id: 'x', listId: 'l1', position: step + step / 3 },
      { id: 'y', listId: 'l1', position: step + (2 * step) / 3 },
    ]);
    expect(placeCards([], 'l2', ['x', 'y'], 0)).toEqual([
      { id: 'x', listId: 'l2', position: step },
      { id: 'y', listId: 'l2', position: 2 * step },
    ]);
  });

  it('numbers the whole list again when the gap has worn down', () => {
    const tight = [
      { id: 'a', position: 10 },
      { id: 'b', position: 10.5 },
    ];
    expect(placeCards(tight, 'l1', ['x'], 1)).toEqual([
      { id: 'a', listId: 'l1', position: step },
      { id: 'x', listId: 'l1', position: 2 * step },
      { id: 'b', listId: 'l1', position: 3 * step },
    ]);
  });
});
