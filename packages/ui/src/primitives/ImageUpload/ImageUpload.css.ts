import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
/** The picture beside its buttons; under them on a narrow column. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
/** Where the picture shows as the app shows it (an avatar, or the logo beside the company's name). */
export const preview = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '5rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  maxWidth: '100%',
  overflow: 'hidden',
});
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  flex: '1 1 14rem',
  minWidth: 0,
});
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
