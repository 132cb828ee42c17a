/**
 * An icon's drawing as React draws it: its SVG elements, each `[tag, props, ...children]`, the
 * props named as React names them (`strokeWidth`, `fillRule`). The icon sets are turned into this
 * at build time (vite-plugin-icon-sets.ts), so drawing an icon creates its few elements and parses
 * nothing: an SVG body given as markup would start the HTML parser once per icon shown.
 */
export type IconNode = [tag: string, props: Record<string, string>, ...children: IconNode[]];
export type IconBody = IconNode[];

/** An icon ready to draw: its elements and box. */
export type IconEntry = [body: IconBody, width: number, height: number];

/** An icon set's entry: the icon's elements, or an IconEntry where its box differs from the set's. */
export type IconSetEntry = IconBody | IconEntry;

/** An entry with a box of its own (a plain entry's second item is an element, not a width). */
export const isSized = (entry: IconSetEntry): entry is IconEntry => typeof entry[1] === 'number';
