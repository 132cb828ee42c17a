// Colour scales (50-950) from which the six palettes are made. Values follow the widely used
// Tailwind scales, so designers can name a shade and developers find it.
export const scales = {
  slate: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
    950: '#020617',
  },
  indigo: {
    50: '#eef2ff',
    100: '#e0e7ff',
    200: '#c7d2fe',
    300: '#a5b4fc',
    400: '#818cf8',
    500: '#6366f1',
    600: '#4f46e5',
    700: '#4338ca',
    800: '#3730a3',
    900: '#312e81',
    950: '#1e1b4b',
  },
  blue: {
    50: '#eff6ff',
    100: '#dbeafe',
    200: '#bfdbfe',
    300: '#93c5fd',
    400: '#60a5fa',
    500: '#3b82f6',
    600: '#2563eb',
    700: '#1d4ed8',
    800: '#1e40af',
    900: '#1e3a8a',
    950: '#172554',
  },
  teal: {
    50: '#f0fdfa',
    100: '#ccfbf1',
    200: '#99f6e4',
    300: '#5eead4',
    400: '#2dd4bf',
    500: '#14b8a6',
    600: '#0d9488',
    700: '#0f766e',
    800: '#115e59',
    900: '#134e4a',
    950: '#042f2e',
  },
  rose: {
    50: '#fff1f2',
    100: '#ffe4e6',
    200: '#fecdd3',
    300: '#fda4af',
    400: '#fb7185',
    500: '#f43f5e',
    600: '#e11d48',
    700: '#be123c',
    800: '#9f1239',
    900: '#881337',
    950: '#4c0519',
  },
  purple: {
    50: '#faf5ff',
    100: '#f3e8ff',
    200: '#e9d5ff',
    300: '#d8b4fe',
    400: '#c084fc',
    500: '#a855f7',
    600: '#9333ea',
    700: '#7e22ce',
    800: '#6b21a8',
    900: '#581c87',
    950: '#3b0764',
  },
  amber: {
    50: '#fffbeb',
    100: '#fef3c7',
    200: '#fde68a',
    300: '#fcd34d',
    400: '#fbbf24',
    500: '#f59e0b',
    600: '#d97706',
    700: '#b45309',
    800: '#92400e',
    900: '#78350f',
    950: '#451a03',
  },
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    200: '#fecaca',
    300: '#fca5a5',
    400: '#f87171',
    500: '#ef4444',
    600: '#dc2626',
    700: '#b91c1c',
    800: '#991b1b',
    900: '#7f1d1d',
    950: '#450a0a',
  },
  green: {
    50: '#f0fdf4',
    100: '#dcfce7',
    200: '#bbf7d0',
    300: '#86efac',
    400: '#4ade80',
    500: '#22c55e',
    600: '#16a34a',
    700: '#15803d',
    800: '#166534',
    900: '#14532d',
    950: '#052e16',
  },
  sky: {
    50: '#f0f9ff',
    100: '#e0f2fe',
    200: '#bae6fd',
    300: '#7dd3fc',
    400: '#38bdf8',
    500: '#0ea5e9',
    600: '#0284c7',
    700: '#0369a1',
    800: '#075985',
    900: '#0c4a6e',
    950: '#082f49',
  },
  pink: {
    50: '#fdf2f8',
    100: '#fce7f3',
    200: '#fbcfe8',
    300: '#f9a8d4',
    400: '#f472b6',
    500: '#ec4899',
    600: '#db2777',
    700: '#be185d',
    800: '#9d174d',
    900: '#831843',
    950: '#500724',
  },
  orange: {
    50: '#fff7ed',
    100: '#ffedd5',
    200: '#fed7aa',
    300: '#fdba74',
    400: '#fb923c',
    500: '#f97316',
    600: '#ea580c',
    700: '#c2410c',
    800: '#9a3412',
    900: '#7c2d12',
    950: '#431407',
  },
  cyan: {
    50: '#ecfeff',
    100: '#cffafe',
    200: '#a5f3fc',
    300: '#67e8f9',
    400: '#22d3ee',
    500: '#06b6d4',
    600: '#0891b2',
    700: '#0e7490',
    800: '#155e75',
    900: '#164e63',
    950: '#083344',
  },
} as const;

export type Scale = (typeof scales)[keyof typeof scales];

export const themeNames = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type ThemeName = (typeof themeNames)[number];

export const schemes = ['light', 'dark'] as const;
export type Scheme = (typeof schemes)[number];
/** What the user picks: auto follows the operating system. */
export const schemePreferences = ['light', 'dark', 'auto'] as const;
export type SchemePreference = (typeof schemePreferences)[number];

/**
 * The feedback colours, fixed hues that mean the same in every palette: danger red (`warn`),
 * caution amber, success green and info sky, with the shade each fills with in light and dark.
 * Info is the colour of a parcel on its way too: status badges never wear a palette's primary
 * (in Rose a moving parcel read as failed, in Amber as on hold). Info fills with 800 in light
 * (700 stood 0.097 from the grey of a neutral badge) and 300 in dark (400 stood 0.067 from Brand's
 * blue).
 */
export const feedbackScales = {
  warn: { scale: scales.red, light: 600, dark: 400, darkText: false },
  caution: { scale: scales.amber, light: 500, dark: 400, darkText: true },
  success: { scale: scales.green, light: 700, dark: 400, darkText: false },
  info: { scale: scales.sky, light: 800, dark: 300, darkText: false },
} as const;

/**
 * Primary and accent scale of each palette, the shade its primary fills with in light and dark,
 * and whether dark text reads on the light fill (dark text always reads on the dark fill).
 * Light mode fills with shade 600 (700 where 600 is too pale for white text, per WCAG AA) and dark
 * mode with 400.
 *
 * A primary stays at least 0.1 in OKLab (ΔE OK) from every feedback colour in both schemes
 * (palettes.test.ts measures it), since it fills the main button beside a danger one and the bars
 * and map marks beside caution ones. Where a palette's hue sits next to a feedback hue it keeps
 * the hue and moves in lightness instead, with dark text: Rose fills with pink 500 and 300 (rose
 * 600 was the danger red, pink 600 and 400 stood 0.10 from it), Amber with amber 600 in both
 * schemes (a deeper amber than caution's 500 and 400), Teal with teal 500 (its 700 and 400 stood
 * 0.09 from the success green).
 */
export const palettes: Record<
  ThemeName,
  { primary: Scale; accent: Scale; lightFill: 500 | 600 | 700; darkFill: 300 | 400 | 500 | 600; darkText: boolean }
> = {
  default: { primary: scales.indigo, accent: scales.slate, lightFill: 600, darkFill: 400, darkText: false },
  brand: { primary: scales.blue, accent: scales.slate, lightFill: 600, darkFill: 400, darkText: false },
  teal: { primary: scales.teal, accent: scales.slate, lightFill: 500, darkFill: 500, darkText: true },
  rose: { primary: scales.pink, accent: scales.slate, lightFill: 500, darkFill: 300, darkText: true },
  purple: { primary: scales.purple, accent: scales.slate, lightFill: 600, darkFill: 400, darkText: false },
  amber: { primary: scales.amber, accent: scales.slate, lightFill: 600, darkFill: 600, darkText: true },
};
