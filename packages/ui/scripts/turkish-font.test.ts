import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain Node script, without types
import { fontFile, turkishCharacters, turkishFont } from './turkish-font.mjs';

const css = readFileSync(new URL('../src/theme/fonts/turkish.css', import.meta.url), 'utf8');

/** The code points a unicode-range names. */
function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
  });
}

describe('the Turkish face', () => {
  it('is the one cut from the installed Inter (run the script after an update)', async () => {
    expect(Buffer.compare(readFileSync(fontFile), Buffer.from(await turkishFont()))).toBe(0);
  });

  it('is declared for exactly the characters it holds', () => {
    const range = /unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
    expect(codePointsOf(range).sort((a, b) => a - b)).toEqual(
      [...(turkishCharacters as string)].map((c) => c.codePointAt(0)!).sort((a, b) => a - b),
    );
  });
});
