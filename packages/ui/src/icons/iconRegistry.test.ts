import { describe, expect, it } from 'vitest';
import { getLoadedIcon, iconsSettled, loadIcon } from './iconRegistry';

describe('iconsSettled', () => {
  it('resolves at once when nothing is loading', async () => {
    let settled = false;
    void iconsSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('resolves only once every icon asked for is here, those asked for while it waits included', async () => {
    const arrived: string[] = [];
    const first = loadIcon('heroicons_outline:truck').then(() => arrived.push('truck'));
    const waiting = iconsSettled().then(() => arrived.push('settled'));
    // Asked for after the wait began, from another set.
    const late = loadIcon('feather:anchor').then(() => arrived.push('anchor'));
    await Promise.all([first, waiting, late]);
    expect(arrived.at(-1)).toBe('settled');
    expect(arrived).toEqual(expect.arrayContaining(['truck', 'anchor']));
    // Elements, not markup: [tag, props, ...children].
    expect(getLoadedIcon('heroicons_outline:truck')?.[0]).toContainEqual([
      'path',
      expect.objectContaining({ strokeLinecap: 'round', d: expect.any(String) }),
    ]);
    expect(getLoadedIcon('feather:anchor')?.[0][0]?.[0]).toBe('g');
  });

  it('resolves after a load that fails, too', async () => {
    const unknown = loadIcon('heroicons_outline:no-such-icon');
    await iconsSettled();
    await expect(unknown).resolves.toBeNull();
  });
});
