import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';
import appsEn from './apps.en.json';
import appsTr from './apps.tr.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const coreKeys = flatten(en as Tree);
const appsKeys = flatten(appsEn as Tree);
const enKeys = { ...coreKeys, ...appsKeys };
const trKeys = flatten({ ...tr, ...appsTr } as Tree);
/** A plural key is used without its `_zero` / `_one` / `_other` suffix. */
const base = (key: string) => key.replace(/_(zero|one|other)$/, '');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('ui strings', () => {
  it('has every English string in Turkish and no Turkish string without an English one', () => {
    expect(Object.keys(trKeys).sort()).toEqual(Object.keys(enKeys).sort());
    for (const [key, value] of Object.entries(trKeys)) expect(value.trim(), key).not.toBe('');
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(enKeys)) expect(names(trKeys[key]!), key).toEqual(names(enKeys[key]!));
  });

  it('defines every key the components ask for; outside the apps, only the bundled strings', () => {
    const core = new Set(Object.keys(coreKeys).map(base));
    const known = new Set(Object.keys(enKeys).map(base));
    const missing: string[] = [];
    for (const file of sources(join(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      // The apps' strings arrive with the apps (loadAppsStrings): the shell, the modules and the forms cannot wait for them.
      const strings = /[\\/]apps[\\/]/.test(file) ? known : core;
      // Literal keys: t('shell.feed.markAllRead'); keys built at run time are checked by their stories.
      for (const [, key] of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g))
        if (!strings.has(key!)) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it("keeps the apps' strings apart from the bundled ones", () => {
    expect(Object.keys(appsEn).filter((area) => area in en)).toEqual([]);
  });
});
