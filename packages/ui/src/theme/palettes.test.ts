import { describe, expect, it } from 'vitest';
import { schemes, themeNames } from './palettes';
import { themeTokens } from './tokens';

/** sRGB hex to OKLab (Björn Ottosson's matrices): distances there follow what the eye sees. */
function oklab(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}
const distance = (a: string, b: string) => {
  const [x, y] = [oklab(a), oklab(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};

/**
 * The least OKLab distance between a theme's primary and a status colour: the fill of a button and
 * the dot of a badge. Rose's old primary stood 0.04 from the danger red, Amber's was the caution
 * amber itself (0); the nearest that reads apart is brand's blue from the information sky in dark
 * (0.067).
 */
const apart = 0.06;
const statuses = ['warn', 'caution', 'success', 'info'] as const;

describe('theme colours', () => {
  it('measures as the eye sees: the same colour is 0 apart, the danger red and Rose-600 are close', () => {
    expect(distance('#f59e0b', '#f59e0b')).toBe(0);
    expect(distance('#e11d48', '#dc2626')).toBeLessThan(apart);
    expect(distance('#ffffff', '#000000')).toBeCloseTo(1, 2);
  });

  describe.each(themeNames.flatMap((theme) => schemes.map((scheme) => [theme, scheme] as const)))(
    '%s %s',
    (theme, scheme) => {
      const { color } = themeTokens(theme, scheme);
      it.each(statuses)('keeps the primary apart from %s', (status) => {
        expect(distance(color.primary.base, color[status].base)).toBeGreaterThanOrEqual(apart);
      });
      it('keeps the status colours apart from each other', () => {
        for (const a of statuses)
          for (const b of statuses)
            if (a !== b) expect(distance(color[a].base, color[b].base)).toBeGreaterThanOrEqual(apart);
      });
    },
  );
});
