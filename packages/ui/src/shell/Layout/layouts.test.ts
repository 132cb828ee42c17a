import { describe, expect, it } from 'vitest';
import { schemes, themeNames } from '../../theme/palettes';
import { themeTokens } from '../../theme/tokens';
import { layoutNames, topBarColours, topBarTone } from './layouts';

/** WCAG 2 relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

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
