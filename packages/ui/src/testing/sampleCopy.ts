import type { Decorator } from '@storybook/react-vite';
import appsEn from '../i18n/apps.en.json';
import { uiResources } from '../i18n';
import { t } from './t';

const english: Record<string, unknown> = { ...uiResources.en, ...appsEn };
/** The English of a key of the library's (or the apps') strings. */
const inEnglish = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);

/**
 * A story's sample copy in the story's language. A story's args are written in English (they are
 * what Controls shows); those that are words of the interface (a field's label, a badge's status,
 * a card's title, a menu's name) are named here with the key of the string they are: an arg that
 * still holds the English of its key is drawn in the toolbar's language, so that the story reads
 * in Turkish under Türkçe and its play finds it by `t(key)`. An arg changed in Controls is drawn as
 * written. An arg that is not a string (a list's items) is named with a function that gives it in
 * the story's language (and leaves any other value as it is).
 */
export const sampleCopy =
  (keys: Record<string, string | ((value: never) => unknown)>): Decorator =>
  (Story, context) => {
    const args: Record<string, unknown> = { ...context.args };
    for (const [name, key] of Object.entries(keys)) {
      if (typeof key === 'function') args[name] = key(args[name] as never);
      else if (args[name] === inEnglish(key)) args[name] = t(key);
    }
    return Story({ args });
  };
