import { createVar } from '@vanilla-extract/css';

/**
 * Where a sticky element of the page stops: under the layout's top bar, which stays in view as the
 * page scrolls (0 in a layout without one). A table's header row sticks there.
 */
export const stickyTop = createVar();
