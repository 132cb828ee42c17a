import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const requests = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const request = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});
export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
/** An audit row's record: its kind above its name. */
export const auditRecord = style({ display: 'flex', flexDirection: 'column', gap: 2 });
/** An audit row's changed fields, one a line. */
export const auditChanges = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
/** The header's link and button, side by side. */
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
/** A new company's first step: what to do, and the way to do it. */
export const firstSteps = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
