import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guidance } from './guidance';

const src = join(import.meta.dirname, '..');
/** The title of every story file whose docs page is the automatic one (tagged `autodocs`). */
const autodocs = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => readFileSync(join(src, file), 'utf8'))
  .filter((text) => /tags: \[[^\]]*'autodocs'/.test(text))
  .map((text) => /title: '([A-Z][\w ]*\/[^']+)'/.exec(text)?.[1]);

describe('the docs pages’ guidance', () => {
  it('is written for every component with an automatic docs page, and for no other', () => {
    expect(autodocs.length).toBeGreaterThan(20);
    expect(Object.keys(guidance).sort()).toEqual([...autodocs].sort());
  });

  it('has every section, in sentences', () => {
    for (const [title, guide] of Object.entries(guidance)) {
      for (const [section, items] of Object.entries(guide)) {
        expect(items.length, `${title}: ${section}`).toBeGreaterThan(0);
        for (const item of items as string[])
          expect(item.split('`').length % 2, `${title}: unbalanced backticks in "${item}"`).toBe(1);
      }
    }
  });
});
