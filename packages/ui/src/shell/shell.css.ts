import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The header of a top-bar panel: title, actions. */
export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary.base,
  color: vars.color.primary.on,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
});
export const panelTitle = style({
  flex: 1,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
  outline: 'none',
});
export const panelBody = style({ overflowY: 'auto', flex: 1, minHeight: 0 });
export const onPrimary = style({ color: 'inherit' });
/** The colour of the top bar's icons: the muted text of a light bar, set by a dark bar to its own (enterprise). */
export const topBarIcon = createVar();
// Doubled, so that it outweighs the icon button's own colour (inherit) whichever of their style
// sheets loads last: a lazily loaded route or story loads them in either order.
export const topBarButton = style({ selectors: { '&&': { color: fallbackVar(topBarIcon, vars.color.textMuted) } } });
