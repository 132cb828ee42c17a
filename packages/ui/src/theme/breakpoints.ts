/** Breakpoints of the core spec section 9, in px. */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const mediaUp = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;
export const mediaDown = (bp: Breakpoint) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;
