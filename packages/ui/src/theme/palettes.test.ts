import { describe, expect, it } from 'vitest';
import type { BadgeTone } from '../primitives/Badge/Badge';
import { statusTone } from '../courier/ParcelStatusBadge';
import {
  complaintStatusTone,
  driverStatusTone,
  priorityTone,
  tripStatusTone,
  truckStatusTone,
} from '../courier/StatusBadges';
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

/** OKLCH (lightness, chroma, hue in degrees), for the messages: what a designer reads off a picker. */
const oklch = (hex: string) => {
  const [l, a, b] = oklab(hex);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  return `oklch(${l.toFixed(2)} ${Math.hypot(a, b).toFixed(2)} ${Math.round(hue < 0 ? hue + 360 : hue)})`;
};

/** ΔE(OK): the Euclidean distance in OKLab, the same as in OKLCH taken as a cylinder. */
const distance = (a: string, b: string) => {
  const [x, y] = [oklab(a), oklab(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};

/**
 * The least ΔE(OK) between two colours that mean different things: five times the just noticeable
 * difference (about 0.02), so that two 8 px badge dots read apart on their own, not only side by
 * side. It catches what the designers' review saw: a status badge that wore the primary stood 0
 * from the main button (in Rose next to the danger red, in Amber the caution amber); Rose's pink
 * primary stood 0.097 from the danger red in dark (rose 600 before it 0.039), Amber's 0.096 from
 * its orange caution in light. It catches Teal's primary beside the success green too (0.086) and
 * Brand's beside the info sky in dark (0.067). Badge tints are pale by design and are not measured:
 * the dot and the fill carry the hue.
 */
const apart = 0.1;

const feedback = ['warn', 'caution', 'success', 'info'] as const;
type Colours = ReturnType<typeof themeTokens>['color'];

/** The colour that tells a badge's tone: its dot, as Badge draws it (a neutral dot is grey 500). */
const toneColour = (color: Colours, tone: BadgeTone) => (tone === 'neutral' ? color.neutral[500] : color[tone].base);

/** The other status badges, by what they mark. */
const badgeTables = {
  trip: tripStatusTone,
  truck: truckStatusTone,
  driver: driverStatusTone,
  complaint: complaintStatusTone,
  priority: priorityTone,
};

const pairs = <T>(list: readonly T[]) => list.flatMap((a, i) => list.slice(i + 1).map((b) => [a, b] as const));

describe('theme colours', () => {
  it('measures as the eye sees: the same colour is 0 apart, the danger red and Rose-600 are close', () => {
    expect(distance('#f59e0b', '#f59e0b')).toBe(0);
    expect(distance('#e11d48', '#dc2626')).toBeLessThan(apart);
    expect(distance('#ffffff', '#000000')).toBeCloseTo(1, 2);
    expect(oklch('#dc2626')).toBe('oklch(0.58 0.22 27)');
  });

  describe.each(themeNames.flatMap((theme) => schemes.map((scheme) => [theme, scheme] as const)))(
    '%s %s',
    (theme, scheme) => {
      const { color } = themeTokens(theme, scheme);
      const far = (a: string, b: string, what: string) =>
        expect(distance(a, b), `${what}: ${a} ${oklch(a)} and ${b} ${oklch(b)}`).toBeGreaterThanOrEqual(apart);

      it.each(feedback)('keeps the primary apart from %s', (role) => {
        far(color.primary.base, color[role].base, `primary and ${role}`);
      });

      it('keeps the feedback colours apart from each other and from the grey of a neutral badge', () => {
        for (const [a, b] of pairs([...feedback, 'neutral'] as const))
          far(toneColour(color, a), toneColour(color, b), `${a} and ${b}`);
      });

      it('gives no parcel status the primary, and tells statuses of different meaning apart', () => {
        const statuses = Object.keys(statusTone) as (keyof typeof statusTone)[];
        for (const status of statuses)
          far(toneColour(color, statusTone[status]), color.primary.base, `${status} and the primary`);
        for (const [a, b] of pairs(statuses))
          if (statusTone[a] !== statusTone[b])
            far(toneColour(color, statusTone[a]), toneColour(color, statusTone[b]), `${a} and ${b}`);
      });

      it('keeps the review’s pairs apart: in transit from delivery failed and from on hold', () => {
        const parcel = (status: keyof typeof statusTone) => toneColour(color, statusTone[status]);
        far(parcel('in_transit'), parcel('delivery_failed'), 'in_transit and delivery_failed');
        far(parcel('in_transit'), parcel('on_hold'), 'in_transit and on_hold');
        far(parcel('in_transit'), parcel('delivered'), 'in_transit and delivered');
      });

      it.each(Object.entries(badgeTables))('gives no %s badge the primary', (_, tones) => {
        for (const [status, tone] of Object.entries<BadgeTone>(tones))
          far(toneColour(color, tone), color.primary.base, `${status} and the primary`);
      });
    },
  );
});
