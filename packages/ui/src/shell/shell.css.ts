import { style } from '@vanilla-extract/css';
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
export const topBarButton = style({ color: vars.color.textMuted });
