import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const frame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const map = style({
  position: 'relative',
  zIndex: 0,
  width: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.divider}`,
});
// The plain background when there are no tiles (no network, or none configured): the sea as a
// faint grid, under Türkiye's provinces. (The map is Leaflet's container: this outranks its grey.)
globalStyle(`${map}.leaflet-container`, {
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(${vars.color.divider} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.divider} 1px, transparent 1px)`,
  backgroundSize: '40px 40px',
});
// Türkiye's provinces when there are no tiles: land on the plain background, thin borders.
export const provincePane = style({});
// Leaflet lifts the page's `max-width: 100%` off its own overlay pane's drawing only.
globalStyle(`${provincePane} > svg`, { maxWidth: 'none', maxHeight: 'none' });
export const province = style({
  fill: vars.color.surface,
  fillOpacity: 1,
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
});
export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const tone = (color: string) => ({ stroke: color, fill: color });
export const markerTone = styleVariants({
  primary: tone(vars.color.primary.base),
  accent: tone(vars.color.accent.base),
  warn: tone(vars.color.warn.base),
  caution: tone(vars.color.caution.base),
  success: tone(vars.color.success.base),
  info: tone(vars.color.info.base),
  neutral: tone(vars.color.neutral[500]),
});
globalStyle(
  `path${markerTone.primary}, path${markerTone.accent}, path${markerTone.warn}, path${markerTone.caution}, path${markerTone.success}, path${markerTone.info}, path${markerTone.neutral}`,
  { fillOpacity: 0.85, strokeWidth: 2 },
);
export const line = style({ stroke: vars.color.primary.base, strokeWidth: 3, fill: 'none', strokeOpacity: 0.8 });
export const label = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
