import { describe, expect, it } from 'vitest';
import { contrastOf } from '../../theme/contrast';
import { schemes, themeNames } from '../../theme/palettes';
import { themeTokens } from '../../theme/tokens';
import { layoutNames, topBarColours, topBarTone } from './layouts';

const contrast = (a: string, b: string) => contrastOf(a, b)!;

/** A colour role ('surface', 'nav.text') of a theme's tokens. */
const role = (colours: object, path: string): string =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], colours) as string;

describe('top-bar contrast', () => {
  it('measures as WCAG does: black on white is 21:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // The enterprise bar's old icons: the light muted text on the near-black bar.
    expect(contrast('#475569', '#0f172a')).toBeLessThan(3);
  });

  for (const layout of layoutNames) {
    const tone = topBarTone(layout);
    if (!tone) continue;
    for (const theme of themeNames)
      for (const scheme of schemes)
        it(`${layout}, ${theme} ${scheme}: icons 3:1, text 4.5:1`, () => {
          const colours = themeTokens(theme, scheme).color;
          const { background, icon, text } = topBarColours[tone];
          expect(contrast(role(colours, icon), role(colours, background))).toBeGreaterThanOrEqual(3);
          expect(contrast(role(colours, text), role(colours, background))).toBeGreaterThanOrEqual(4.5);
        });
  }
});
