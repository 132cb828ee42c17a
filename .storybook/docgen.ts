import type { ParserOptions } from 'react-docgen-typescript';

/**
 * Props tables from the components' TypeScript types (react-docgen-typescript), with the props they
 * take from React Aria (isDisabled, isPending, value, onChange…). React's own DOM attributes and
 * events stay out, also where React Aria lists them again (its GlobalDOMAttributes and
 * GlobalDOMEvents: onMouseDown, dir, lang…): a designer sets none of them. Read by main.ts and by
 * the props tables' test (packages/ui/src/docs/propsTables.test.ts).
 */
export const docgenOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  // A component's children are listed with their type even without a comment of their own.
  skipChildrenPropWithoutDoc: false,
  propFilter: (prop) => {
    const from = prop.parent?.fileName ?? prop.declarations?.[0]?.fileName ?? '';
    if (!from.includes('node_modules')) return true;
    if (/^GlobalDOM(Attributes|Events)$/.test(prop.parent?.name ?? '')) return false;
    return /react-aria|@react-types|@react-stately/.test(from);
  },
} satisfies ParserOptions;
