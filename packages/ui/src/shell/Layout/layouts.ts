/** The eleven layouts (core spec section 2) and what each is made of. */
export const layoutNames = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
export type LayoutName = (typeof layoutNames)[number];

export const layoutGroups: Record<'vertical' | 'horizontal' | 'other', readonly LayoutName[]> = {
  vertical: ['classic', 'classy', 'compact', 'dense', 'futuristic', 'thin'],
  horizontal: ['centered', 'enterprise', 'material', 'modern'],
  other: ['empty'],
};

export type VerticalAppearance = 'default' | 'compact' | 'dense' | 'thin' | 'futuristic';

export interface LayoutSpec {
  navigation: 'vertical' | 'horizontal' | 'none';
  appearance: VerticalAppearance;
  /** Which top-bar widgets it shows: all, the short bar (classic: search, fullscreen, shortcuts, chat, user menu), or no bar. */
  topBar: 'full' | 'minimal' | 'none';
  /** Content in a centred, boxed column (centered, material). */
  boxed: boolean;
  /** The user's card at the top of the navigation (classy). */
  userInNavigation: boolean;
}

export const layoutSpecs: Record<LayoutName, LayoutSpec> = {
  empty: { navigation: 'none', appearance: 'default', topBar: 'none', boxed: false, userInNavigation: false },
  centered: { navigation: 'horizontal', appearance: 'default', topBar: 'full', boxed: true, userInNavigation: false },
  enterprise: {
    navigation: 'horizontal',
    appearance: 'default',
    topBar: 'full',
    boxed: false,
    userInNavigation: false,
  },
  material: { navigation: 'horizontal', appearance: 'default', topBar: 'full', boxed: true, userInNavigation: false },
  modern: { navigation: 'horizontal', appearance: 'default', topBar: 'full', boxed: false, userInNavigation: false },
  classic: { navigation: 'vertical', appearance: 'default', topBar: 'minimal', boxed: false, userInNavigation: false },
  classy: { navigation: 'vertical', appearance: 'default', topBar: 'full', boxed: false, userInNavigation: true },
  compact: { navigation: 'vertical', appearance: 'compact', topBar: 'full', boxed: false, userInNavigation: false },
  dense: { navigation: 'vertical', appearance: 'dense', topBar: 'full', boxed: false, userInNavigation: false },
  futuristic: {
    navigation: 'vertical',
    appearance: 'futuristic',
    topBar: 'full',
    boxed: false,
    userInNavigation: true,
  },
  thin: { navigation: 'vertical', appearance: 'thin', topBar: 'full', boxed: false, userInNavigation: false },
};

/**
 * The colours of each layout's top bar, as roles of the theme: a light bar (the surface, icons in
 * muted text) or the navigation's dark bar (enterprise), whose icons take the navigation's text.
 * Layout.css.ts draws them so; layouts.test.ts checks their contrast in every theme and scheme.
 */
export const topBarColours = {
  light: { background: 'surface', icon: 'textMuted', text: 'text' },
  dark: { background: 'nav.background', icon: 'nav.text', text: 'nav.text' },
} as const;
export const topBarTone = (layout: LayoutName): keyof typeof topBarColours | null =>
  layoutSpecs[layout].topBar === 'none' ? null : layout === 'enterprise' ? 'dark' : 'light';

export const isLayoutName = (value: unknown): value is LayoutName =>
  typeof value === 'string' && (layoutNames as readonly string[]).includes(value);
