import { createGlobalThemeContract } from '@vanilla-extract/css';

/** A colour role with the fill, the text on the fill, a soft tint and text of that hue on surfaces. */
const role = { base: null, hover: null, on: null, soft: null, softText: null, text: null } as const;

/**
 * The one theme contract: every colour, space, radius, font size, shadow, layer and motion value.
 * Each is a CSS variable named by its path (`vars.color.primary.base` is `--courier-color-primary-base`),
 * the same in every build, so a stylesheet outside vanilla-extract can name it too.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      primary: role,
      accent: role,
      warn: role,
      caution: role,
      success: role,
      info: role,
      neutral: {
        50: null,
        100: null,
        200: null,
        300: null,
        400: null,
        500: null,
        600: null,
        700: null,
        800: null,
        900: null,
        950: null,
      },
      background: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      surfaceHover: null,
      surfaceSelected: null,
      scrim: null,
      text: null,
      textMuted: null,
      textDisabled: null,
      textInverse: null,
      divider: null,
      border: null,
      borderStrong: null,
      focusRing: null,
      /** Unfilled tracks and placeholders: progress bars, skeletons. */
      track: null,
      nav: { background: null, text: null, textMuted: null, hover: null, active: null, activeText: null, border: null },
      chart: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, 8: null },
    },
    font: { body: null, mono: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null, '4xl': null },
    fontWeight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
    space: {
      none: null,
      '3xs': null,
      '2xs': null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      '2xl': null,
      '3xl': null,
      '4xl': null,
    },
    radius: { none: null, sm: null, md: null, lg: null, xl: null, full: null },
    shadow: { none: null, sm: null, md: null, lg: null, xl: null },
    zIndex: {
      base: null,
      sticky: null,
      nav: null,
      drawer: null,
      overlay: null,
      modal: null,
      popover: null,
      toast: null,
      tooltip: null,
      loadingBar: null,
    },
    motion: {
      duration: { fast: null, normal: null, slow: null },
      easing: { standard: null, emphasized: null, exit: null },
    },
    size: { control: null, controlSm: null, controlLg: null, topBar: null, navWidth: null, navCompactWidth: null },
  },
  (_value, path) => `courier-${path.join('-')}`,
);
