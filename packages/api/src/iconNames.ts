// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient module types for packages that compile these sources
/// <reference path="./ambient.d.ts" />
/**
 * The icon names of each set, through the icon-sets build plugin of @courier/ui (names only, never
 * the icons), for hosts built with Vite (the browser demo, Storybook, the tests): `createApi({ iconNames })`.
 */
const sets: Record<string, () => Promise<{ default: string[] }>> = {
  feather: () => import('virtual:courier-icon-names/feather'),
  heroicons_outline: () => import('virtual:courier-icon-names/heroicons_outline'),
  heroicons_solid: () => import('virtual:courier-icon-names/heroicons_solid'),
  heroicons_mini: () => import('virtual:courier-icon-names/heroicons_mini'),
  mat_solid: () => import('virtual:courier-icon-names/mat_solid'),
  mat_outline: () => import('virtual:courier-icon-names/mat_outline'),
  mat_twotone: () => import('virtual:courier-icon-names/mat_twotone'),
};

export async function iconNames(source: string): Promise<string[]> {
  const load = Object.hasOwn(sets, source) ? sets[source] : undefined;
  return load ? (await load()).default : [];
}
