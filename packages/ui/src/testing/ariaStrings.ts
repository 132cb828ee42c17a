/**
 * For play functions: a string that React Aria itself gives a widget (a drop indicator's role
 * description, "Insert after …"), in the story's language, as React Aria says it there.
 */
import * as en from 'react-aria/i18n/en-US';
import * as tr from 'react-aria/i18n/tr-TR';
import { storyLanguage } from './t';

type Strings = Record<string, Record<string, string | ((args: Record<string, unknown>) => string)>>;
// The package types its language files as a type only: their default export is the strings.
const stringsOf = (module: unknown) => (module as { default: Strings }).default;
const byLanguage = { en: stringsOf(en), tr: stringsOf(tr) };

/** React Aria's string `key` of package `pkg` (`'@react-aria/dnd'`), with its arguments. */
export function ariaString(pkg: string, key: string, args: Record<string, unknown> = {}): string {
  const string = byLanguage[storyLanguage()][pkg]?.[key];
  if (string === undefined) throw new Error(`No string "${key}" of ${pkg} in React Aria`);
  return typeof string === 'function' ? string(args) : string;
}
