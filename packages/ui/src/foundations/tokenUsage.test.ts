import { describe, expect, it } from 'vitest';
import { breakpoints } from '../theme/breakpoints';
import { themeTokens } from '../theme/tokens';
import { groupUsage, usageOf } from './tokenUsage';

type Tree = { [key: string]: string | Tree };
const member = (key: string) =>
  /^[a-zA-Z_]\w*$/.test(key) ? `.${key}` : /^\d+$/.test(key) ? `[${key}]` : `['${key}']`;
const paths = (tree: Tree, path: string): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${path}${member(key)}`] : paths(value, `${path}${member(key)}`),
  );

describe('token usage', () => {
  it('says what every token of the contract is for, and every breakpoint', () => {
    const tokens = themeTokens('default', 'light') as unknown as Tree;
    const all = [...paths(tokens, 'vars'), ...Object.keys(breakpoints).map((key) => `mediaUp('${key}')`)];
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((path) => !usageOf(path))).toEqual([]);
  });

  it('has a note on when to use each group of the token reference', () => {
    for (const group of ['Colour', 'Font family', 'Space', 'Elevation', 'Motion', 'Layer', 'Size', 'Breakpoint'])
      expect(groupUsage[group]).toMatch(/\w/);
  });
});
