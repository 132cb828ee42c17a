/**
 * The modes a story is captured in by Chromatic: each mode is a set of the toolbar's globals, with
 * the width the capture is made at. Every story is captured light and dark at desktop width; the
 * layouts and module views add a phone (390 px wide).
 */
export const allModes = {
  light: { scheme: 'light', viewport: 1280 },
  dark: { scheme: 'dark', viewport: 1280 },
  phone: { scheme: 'light', viewport: 390 },
} as const;

/** Light and dark at desktop width: every story. */
export const desktopModes = { light: allModes.light, dark: allModes.dark };
/** The same and the phone: layouts and module views (`parameters: { chromatic: { modes: withPhone } }`). */
export const withPhone = { ...desktopModes, phone: allModes.phone };

/**
 * A story that is a test rather than a state to look at (an interaction, or a showcase story's
 * checks run again in the dark scheme) carries the tag "interaction": the sidebar leaves it out
 * until that filter is chosen (`.storybook/main.ts`), the story tests still run it, and the visual
 * tests do not capture it (its showcase sibling is captured in every mode). The tag must be
 * written in the story (Storybook reads tags from the source); these are its parameters, so that
 * Chromatic skips it too.
 */
export const notCaptured = (parameters: { chromatic?: object } = {}) => ({ ...parameters, chromatic: { ...parameters.chromatic, disableSnapshot: true } });
