/** When to reach for a group of tokens, shown above its table in the token reference. */
export const groupUsage: Record<string, string> = {
  Colour:
    'Name a colour by its role, never by its hue: text on surface for reading, a role’s base for its fill with on for the text on it. The neutral scale is for what no role names.',
  'Font family':
    'body for everything a user reads; mono for tracking numbers, codes and keys that are read character by character.',
  'Font size': 'md is the body of the back office; sm in dense tables and hints; lg and up for headings only.',
  'Font weight': 'regular for text, medium for labels and buttons, semibold for headings and figures; bold sparingly.',
  'Line height': 'normal for running text, tight for headings and figures in cards, relaxed for long help text.',
  Space: 'Pick the step, never a pixel value: sm–md inside a control, lg between fields, xl–2xl between sections.',
  Radius: 'md for controls, lg for cards and dialogs, full for badges and avatars.',
  Elevation: 'How far a surface stands off the page. In dark, surfaces lighten as well.',
  Motion: 'Durations and easings of transitions; every one of them honours reduce motion.',
  Layer: 'The stacking order (z-index) of what overlaps; never a number of your own.',
  Size: 'Fixed sizes of controls and of the frame, so a field and a button beside it are one height.',
  Breakpoint:
    'Media queries, not variables: mediaUp(…) in a .css.ts file, the media query elsewhere. Design for the phone at 390 px and the desktop at 1280 px.',
};

/** What a role's member is for: `vars.color.primary.soft` and every other role alike. */
const roleMembers: Record<string, string> = {
  base: 'The fill: a button, a badge, a bar.',
  hover: 'The fill under the pointer.',
  on: 'Text and icons on the fill.',
  soft: 'A quiet tint: a soft badge, a selected row.',
  softText: 'Text and icons on the tint.',
  text: 'Text or an icon of this hue on a surface.',
};

/** What a token is for, by its path; a role's members by roleMembers. */
const tokens: Record<string, string> = {
  'vars.color.background': 'The page behind the cards.',
  'vars.color.surface': 'Cards, tables, panels: where text is read.',
  'vars.color.surfaceRaised': 'Menus, popovers and dialogs above the surface.',
  'vars.color.surfaceSunken': 'Wells inside a surface: a code block, a filter bar.',
  'vars.color.surfaceHover': 'A row or item under the pointer.',
  'vars.color.surfaceSelected': 'A selected row or item.',
  'vars.color.scrim': 'The veil behind a dialog or drawer.',
  'vars.color.text': 'Body text and headings.',
  'vars.color.textMuted': 'Secondary lines: hints, times, captions.',
  'vars.color.textDisabled': 'A control that cannot be used now.',
  'vars.color.textInverse': 'Text on a dark fill in light, a light one in dark.',
  'vars.color.divider': 'Lines between rows and sections.',
  'vars.color.border': 'The edge of a field or a card.',
  'vars.color.borderStrong': 'An edge that must be seen: a checkbox, a switch.',
  'vars.color.focusRing': 'The keyboard focus ring, on everything focusable.',
  'vars.color.track': 'The empty part of a progress bar, a skeleton.',
  'vars.fontSize.xs': 'Badges, captions, the smallest print.',
  'vars.fontSize.sm': 'Dense tables, hints, secondary lines.',
  'vars.fontSize.md': 'Body text, fields, buttons.',
  'vars.fontSize.lg': 'Card titles, large buttons.',
  'vars.fontSize.xl': 'Section headings.',
  "vars.fontSize['2xl']": 'A view’s title.',
  "vars.fontSize['3xl']": 'Figures on a dashboard card.',
  "vars.fontSize['4xl']": 'The one big number of a view.',
  'vars.fontWeight.regular': 'Running text.',
  'vars.fontWeight.medium': 'Labels and buttons.',
  'vars.fontWeight.semibold': 'Headings, figures, a table’s header.',
  'vars.fontWeight.bold': 'Sparingly: a word that must stand out.',
  'vars.lineHeight.tight': 'Headings and figures.',
  'vars.lineHeight.normal': 'Running text, fields, tables.',
  'vars.lineHeight.relaxed': 'Long help text.',
  'vars.space.none': 'No room: joined controls.',
  "vars.space['3xs']": 'The thinnest gap, inside dense marks.',
  "vars.space['2xs']": 'Tight gaps: a label and its hint, inside a badge.',
  'vars.space.xs': 'Between an icon and its label.',
  'vars.space.sm': 'Inside a control.',
  'vars.space.md': 'Inside a control; between items of a list.',
  'vars.space.lg': 'Between fields; inside a card.',
  'vars.space.xl': 'Between sections.',
  "vars.space['2xl']": 'Between sections; around a page.',
  "vars.space['3xl']": 'Around an empty state.',
  "vars.space['4xl']": 'The largest gaps of a page.',
  'vars.radius.none': 'Square edges: a table inside a card.',
  'vars.radius.sm': 'Small marks: a checkbox, a tag.',
  'vars.radius.md': 'Controls: fields and buttons.',
  'vars.radius.lg': 'Cards and dialogs.',
  'vars.radius.xl': 'Large cards and panels.',
  'vars.radius.full': 'Badges, avatars, pills.',
  'vars.shadow.none': 'Flat: a surface in the page.',
  'vars.zIndex.base': 'The page itself.',
  'vars.font.body': 'All text a user reads.',
  'vars.font.mono': 'Tracking numbers, codes, keys.',
  'vars.shadow.sm': 'Cards on the page.',
  'vars.shadow.md': 'Menus and popovers.',
  'vars.shadow.lg': 'Drawers.',
  'vars.shadow.xl': 'Dialogs.',
  'vars.motion.duration.fast': 'Hover and press.',
  'vars.motion.duration.normal': 'A menu or panel opening.',
  'vars.motion.duration.slow': 'A drawer sliding in.',
  'vars.motion.easing.standard': 'Most transitions.',
  'vars.motion.easing.emphasized': 'Something arriving that must be noticed.',
  'vars.motion.easing.exit': 'What leaves the screen.',
  'vars.zIndex.sticky': 'Sticky table headers.',
  'vars.zIndex.nav': 'The navigation and the top bar.',
  'vars.zIndex.drawer': 'Drawers over the page.',
  'vars.zIndex.overlay': 'The scrim under a dialog.',
  'vars.zIndex.modal': 'Dialogs.',
  'vars.zIndex.popover': 'Menus, popovers and list boxes, also inside a dialog.',
  'vars.zIndex.toast': 'Toasts, above dialogs.',
  'vars.zIndex.tooltip': 'Tooltips, above everything a user acts on.',
  'vars.zIndex.loadingBar': 'The page’s loading bar, on top of all.',
  "mediaUp('sm')": 'From a large phone up.',
  "mediaUp('md')": 'From a tablet up.',
  "mediaUp('lg')": 'From the desktop at the counter up.',
  "mediaUp('xl')": 'Wide screens.',
  'vars.size.control': 'Fields and buttons.',
  'vars.size.controlSm': 'Controls in dense tables and toolbars.',
  'vars.size.controlLg': 'Large controls.',
  'vars.size.topBar': 'The top bar’s height.',
  'vars.size.navWidth': 'The navigation, open.',
  'vars.size.navCompactWidth': 'The navigation, compact.',
};

/** What the token at a `vars.…` path (or a breakpoint's `mediaUp(…)`) is for, or an empty string when its group's note says it all. */
export function usageOf(path: string): string {
  if (tokens[path]) return tokens[path];
  if (path.startsWith('vars.color.neutral')) return 'The grey scale, where no role names the colour.';
  if (path.startsWith('vars.color.chart')) return 'A chart’s series, in this order.';
  if (path.startsWith('vars.color.nav.')) return 'The navigation rail.';
  const role = /^vars\.color\.\w+\.(\w+)$/.exec(path);
  return role ? (roleMembers[role[1]!] ?? '') : '';
}
