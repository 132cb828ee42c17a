import { feedbackScales, palettes, scales, type Scheme, type ThemeName } from './palettes';

type Scale = (typeof scales)[keyof typeof scales];

const alpha = (hex: string, a: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255} / ${a})`;
};

/** The shade a light fill darkens to under the pointer. */
const lightHover = { 500: 600, 600: 800, 700: 800, 800: 900 } as const;
/** The shade a dark fill lightens to under the pointer. */
const darkHover = { 300: 200, 400: 300, 500: 400, 600: 500 } as const;

/** A colour role read on light surfaces: a fill (mostly 600/700), soft 100 with text 800. */
const lightRole = (s: Scale, fill: keyof typeof lightHover = 600, darkText = false) => ({
  base: s[fill],
  hover: s[lightHover[fill]],
  on: darkText ? scales.slate[950] : '#ffffff',
  soft: s[100],
  softText: s[800],
  text: s[darkText ? 800 : 700],
});

/** On dark surfaces: a light fill (mostly 400) with dark text, soft tints at 20 %, text 300. */
const darkRole = (s: Scale, fill: keyof typeof darkHover = 400) => ({
  base: s[fill],
  hover: s[darkHover[fill]],
  on: scales.slate[950],
  soft: alpha(s[500], 0.2),
  softText: s[200],
  text: s[300],
});

type Feedback = (typeof feedbackScales)[keyof typeof feedbackScales];
/** The four feedback roles, the same in every palette. */
const feedback = <R>(role: (f: Feedback) => R) =>
  Object.fromEntries(Object.entries(feedbackScales).map(([name, f]) => [name, role(f)])) as Record<
    keyof typeof feedbackScales,
    R
  >;

const n = scales.slate;

const shared = {
  font: {
    body: '"Inter Variable", "Inter Fallback", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.875rem',
    lg: '1rem',
    xl: '1.125rem',
    '2xl': '1.375rem',
    '3xl': '1.75rem',
    '4xl': '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.7' },
  space: {
    none: '0',
    '3xs': '0.125rem',
    '2xs': '0.25rem',
    xs: '0.375rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    '2xl': '2rem',
    '3xl': '3rem',
    '4xl': '4rem',
  },
  radius: { none: '0', sm: '0.25rem', md: '0.375rem', lg: '0.5rem', xl: '0.75rem', full: '9999px' },
  zIndex: {
    base: '0',
    sticky: '10',
    nav: '20',
    drawer: '40',
    overlay: '50',
    modal: '60',
    popover: '70',
    toast: '80',
    tooltip: '90',
    loadingBar: '100',
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
  size: {
    control: '2.25rem',
    controlSm: '1.875rem',
    controlLg: '2.75rem',
    topBar: '4rem',
    navWidth: '17.5rem',
    navCompactWidth: '5.5rem',
  },
};

const chartLight = [
  scales.indigo[600],
  scales.teal[600],
  scales.amber[500],
  scales.rose[600],
  scales.sky[600],
  scales.purple[600],
  scales.green[600],
  scales.orange[600],
];
const chartDark = [
  scales.indigo[400],
  scales.teal[400],
  scales.amber[400],
  scales.rose[400],
  scales.sky[400],
  scales.purple[400],
  scales.green[400],
  scales.orange[400],
];
const chart = (list: string[]) =>
  Object.fromEntries(list.map((c, i) => [i + 1, c])) as Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, string>;

/** The token values of one palette in one scheme, for createTheme(vars, tokens). */
export function themeTokens(name: ThemeName, scheme: Scheme) {
  const p = palettes[name];
  if (scheme === 'light') {
    return {
      ...shared,
      color: {
        primary: lightRole(p.primary, p.lightFill, p.darkText),
        accent: lightRole(p.accent, 700),
        ...feedback((f) => lightRole(f.scale, f.light, f.darkText)),
        neutral: n,
        background: n[100],
        surface: '#ffffff',
        surfaceRaised: '#ffffff',
        surfaceSunken: n[50],
        surfaceHover: n[100],
        surfaceSelected: p.primary[50],
        scrim: alpha(n[900], 0.5),
        text: n[800],
        textMuted: n[600],
        textDisabled: n[400],
        textInverse: '#ffffff',
        divider: n[200],
        border: n[300],
        borderStrong: n[500],
        focusRing: p.primary[p.darkText ? 700 : 600],
        track: n[200],
        nav: {
          background: n[900],
          text: n[100],
          textMuted: n[400],
          hover: alpha('#ffffff', 0.06),
          active: alpha('#ffffff', 0.12),
          activeText: '#ffffff',
          border: alpha('#ffffff', 0.08),
        },
        chart: chart(chartLight),
      },
      shadow: {
        none: 'none',
        sm: `0 1px 2px ${alpha(n[900], 0.06)}`,
        md: `0 1px 3px ${alpha(n[900], 0.1)}, 0 1px 2px ${alpha(n[900], 0.06)}`,
        lg: `0 10px 15px -3px ${alpha(n[900], 0.1)}, 0 4px 6px -4px ${alpha(n[900], 0.1)}`,
        xl: `0 20px 25px -5px ${alpha(n[900], 0.12)}, 0 8px 10px -6px ${alpha(n[900], 0.1)}`,
      },
    };
  }
  return {
    ...shared,
    color: {
      primary: darkRole(p.primary, p.darkFill),
      accent: darkRole(p.accent),
      ...feedback((f) => darkRole(f.scale, f.dark)),
      neutral: n,
      background: n[900],
      surface: n[800],
      surfaceRaised: '#253247',
      surfaceSunken: '#172033',
      surfaceHover: alpha('#ffffff', 0.05),
      surfaceSelected: alpha(p.primary[400], 0.14),
      scrim: alpha(n[950], 0.7),
      text: n[100],
      textMuted: n[400],
      textDisabled: n[500],
      textInverse: n[900],
      divider: alpha('#ffffff', 0.1),
      border: n[600],
      borderStrong: n[400],
      focusRing: p.primary[300],
      track: n[700],
      nav: {
        background: '#111a2e',
        text: n[100],
        textMuted: n[400],
        hover: alpha('#ffffff', 0.06),
        active: alpha('#ffffff', 0.12),
        activeText: '#ffffff',
        border: alpha('#ffffff', 0.08),
      },
      chart: chart(chartDark),
    },
    shadow: {
      none: 'none',
      sm: `0 1px 2px ${alpha('#000000', 0.3)}`,
      md: `0 1px 3px ${alpha('#000000', 0.4)}, 0 1px 2px ${alpha('#000000', 0.3)}`,
      lg: `0 10px 15px -3px ${alpha('#000000', 0.45)}, 0 4px 6px -4px ${alpha('#000000', 0.4)}`,
      xl: `0 20px 25px -5px ${alpha('#000000', 0.5)}, 0 8px 10px -6px ${alpha('#000000', 0.4)}`,
    },
  };
}
