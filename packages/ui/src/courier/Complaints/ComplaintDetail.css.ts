import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';

// The page's grid has three columns from xl up: the comments and the description take two of
// them, so the work sits beside the complaint's facts and no row is left with a gap.
export const twoOfThree = style({
  '@media': { [`screen and (min-width: ${breakpoints.xl}px)`]: { gridColumn: 'span 2' } },
});
