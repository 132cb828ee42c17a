import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ position: 'relative' });
export const segments = style({
  display: 'flex',
  flex: 1,
  padding: `${vars.space.xs} 0`,
  fontVariantNumeric: 'tabular-nums',
});
export const segment = style({
  padding: `0 ${vars.space['3xs']}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { background: vars.color.primary.base, color: vars.color.primary.on },
  },
});
/** The long date shown over the segments while the field is not being edited. */
export const longDate = style({
  position: 'absolute',
  left: vars.space.md,
  right: '2.5rem',
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  background: 'inherit',
});
export const hiddenSegments = style({ opacity: 0 });

export const calendar = style({ padding: vars.space.md, outline: 'none' });
export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.sm,
  gap: vars.space.sm,
});
export const calendarHeading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const calendarGrid = style({ borderCollapse: 'collapse' });
export const calendarHeaderCell = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  paddingBottom: vars.space.xs,
});
export const calendarCell = style({
  width: '2.25rem',
  height: '2.25rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.primary.base, color: vars.color.primary.on },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textDisabled, cursor: 'default' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
