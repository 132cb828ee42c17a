import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
/** The primitives and data views with an automatic docs page, and whether a story of theirs is a drawn do and don't. */
const pages = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /^(primitives|data)\//.test(file) && file.endsWith('.stories.tsx'))
  .map((file) => readFileSync(join(src, file), 'utf8'))
  .filter((text) => /tags: \[[^\]]*'autodocs'/.test(text))
  .map((text) => ({
    title: /title: '([^']+)'/.exec(text)![1]!,
    drawn: /parameters: \{ doDont: true \}/.test(text),
  }));

/**
 * Each do and don't of a docs page is drawn as a pair (docs/DoDont.tsx), a story with
 * `parameters: { doDont: true }` that the page shows under its written guidance. The pages below
 * still have their do and don't in words only; a page leaves the list when its pairs are drawn.
 */
const inWordsOnly = [
  'Data/Pagination',
  'Primitives/Avatar',
  'Primitives/Badge',
  'Primitives/Card',
  'Primitives/Checkbox',
  'Primitives/ComboBox',
  'Primitives/ConfirmationDialog',
  'Primitives/DateField',
  'Primitives/Drawer',
  'Primitives/FormField',
  'Primitives/IconButton',
  'Primitives/Link',
  'Primitives/Menu',
  'Primitives/NativeSelect',
  'Primitives/NumberField',
  'Primitives/Popover',
  'Primitives/ProgressBar',
  'Primitives/Radio',
  'Primitives/SignaturePad',
  'Primitives/Skeleton',
  'Primitives/Spinner',
  'Primitives/StatCard',
  'Primitives/Switch',
  'Primitives/Tabs',
  'Primitives/TextArea',
  'Primitives/Timeline',
  'Primitives/Tooltip',
];

describe('the drawn do and don’t pairs of the primitives’ docs pages', () => {
  it('are there for every page but those still listed in words only', () => {
    expect(pages.length).toBeGreaterThan(25);
    expect(
      pages
        .filter((page) => !page.drawn)
        .map((page) => page.title)
        .sort(),
    ).toEqual(inWordsOnly);
  });

  it('are shown on the docs page, not among its stories', () => {
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.stories.tsx'),
    )) {
      const text = readFileSync(join(src, file), 'utf8');
      if (!/tags: \[[^\]]*'autodocs'/.test(text)) continue;
      // A pair's story in an automatic page: tagged '!autodocs', so the page draws it once, under the guidance.
      for (const story of text.split(/\nexport const /).filter((s) => s.includes('doDont: true')))
        expect(story, `${file}: ${story.slice(0, 40)}`).toMatch(/tags: \['!autodocs'\]/);
    }
  });
});
