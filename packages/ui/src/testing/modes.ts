import { useState } from 'react';

/**
 * The modes a story is captured in by Chromatic and by the visual tests: each mode is a set of the
 * toolbar's globals, with the width the capture is made at. Every story is captured light and dark
 * at desktop width; the layouts and module views add a phone (390 px wide); the Turkish stories
 * are captured in Turkish only.
 */
export const allModes = {
  light: { scheme: 'light', locale: 'en', viewport: 1280 },
  dark: { scheme: 'dark', locale: 'en', viewport: 1280 },
  phone: { scheme: 'light', locale: 'en', viewport: 390 },
  tr: { scheme: 'light', locale: 'tr', viewport: 1280 },
} as const;

/** Light and dark at desktop width: every story. */
export const desktopModes = { light: allModes.light, dark: allModes.dark };
/** The same and the phone: layouts and module views (`parameters: { chromatic: { modes: withPhone } }`). */
export const withPhone = { ...desktopModes, phone: allModes.phone };

/**
 * A story's Turkish copy (its own args in Turkish and checks of the Turkish words) is a test of the
 * language more than a state to browse: any story is seen in Turkish with the toolbar's language.
 * It carries the tag "turkish", which keeps it out of the sidebar until that filter is chosen
 * (`.storybook/main.ts`), the story tests run it, and it is captured in the Turkish mode only (these
 * are its parameters; the tag must be written in the story, as Storybook reads tags from source).
 */
export const inTurkish = (parameters: { chromatic?: object } = {}) => ({
  ...parameters,
  // Storybook merges a story's parameters into its file's: the file's modes are turned off by name.
  chromatic: {
    ...parameters.chromatic,
    modes: { light: { disable: true }, dark: { disable: true }, phone: { disable: true }, tr: allModes.tr },
  },
});

/**
 * A story that is a test rather than a state to look at (an interaction, or a showcase story's
 * checks run again in the dark scheme) carries the tag "interaction": the sidebar leaves it out
 * until that filter is chosen (`.storybook/main.ts`), the story tests still run it, and the visual
 * tests do not capture it (its showcase sibling is captured in every mode). The tag must be
 * written in the story (Storybook reads tags from the source); these are its parameters, so that
 * Chromatic skips it too.
 */
export const notCaptured = (parameters: { chromatic?: object } = {}) => ({
  ...parameters,
  chromatic: { ...parameters.chromatic, disableSnapshot: true },
});

/**
 * An interaction test that starts where its showcase story opens: the showcase's checks run first,
 * then `act` does what a user does. Spread into a story that writes `tags: ['interaction']` itself
 * (Storybook reads tags from the source); it is not captured.
 */
export function afterShowcase<S extends { parameters?: { chromatic?: object }; play?: (context: never) => unknown }>(
  showcase: S,
  act: NonNullable<S['play']>,
) {
  type Context = Parameters<NonNullable<S['play']>>[0];
  return {
    ...showcase,
    parameters: notCaptured(showcase.parameters),
    play: async (context: Context) => {
      await showcase.play?.(context);
      await act(context);
    },
  };
}

/**
 * A showcase that opens with its overlay shown (a dialog, a menu, a panel): on a docs page it gets
 * a frame of its own, `height` tall, so the overlay covers that frame and not the page around it.
 */
export const shownOpen = (height: string, parameters: { chromatic?: object } = {}) => ({
  ...parameters,
  docs: { story: { inline: false, height } },
});

/**
 * A `beforeEach` that runs when a story is mounted, not when Storybook draws it again in place
 * (the toolbar's scheme or language switched, which keeps the story's state and does not play it
 * again): a reset there would take away what the story shows, its toasts say. A render keeps its
 * abort signal until it is mounted afresh, so the signal tells the two apart.
 */
export function onMount<Context extends { abortSignal: AbortSignal }>(
  beforeEach: (context: Context) => void | (() => void),
) {
  const mounted = new WeakSet<AbortSignal>();
  return (context: Context) => {
    if (mounted.has(context.abortSignal)) return;
    mounted.add(context.abortSignal);
    return beforeEach(context);
  };
}

/**
 * A story's own choice of a value the toolbar also sets (the theme or scheme of a settings demo):
 * the toolbar's until the story's user (or play) chooses one, then theirs. Storybook draws a story
 * again in place when the toolbar changes; a demo that had copied the toolbar's value as it opened
 * would go on showing the old one.
 */
export function useToolbarUntilChosen<T>(toolbar: T) {
  const [chosen, setChosen] = useState<{ value: T }>();
  return [chosen ? chosen.value : toolbar, (value: T) => setChosen({ value })] as const;
}
