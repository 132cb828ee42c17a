import type { StyleRule } from '@vanilla-extract/css';

/** Media query under which motion may play; users who ask for reduced motion get none. */
export const motionOK = '(prefers-reduced-motion: no-preference)';

/** Wraps a style (usually `selectors` with an animation) so it only applies when motion is welcome. */
export const whenMotionOK = (rule: StyleRule): StyleRule => ({ '@media': { [motionOK]: rule } }) as StyleRule;
