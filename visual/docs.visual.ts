/**
 * The docs pages of the built Storybook, as a designer opens them: each page's first screen
 * (1280 × 800: its title, its text, its main example and the head of its props table) is captured
 * light, then dark and then in Turkish, switched in place by the toolbar's globals as a designer
 * flips them, and compared with its baseline in visual/baselines/Docs/<folder>/<docs id>--<mode>.png.
 * Nothing may go wrong in the page or its console meanwhile. The examples further down a page are
 * the page's stories, each captured whole in every mode by the story pass (stories.visual.ts). So
 * are the examples a page shows in a frame of their own (an overlay open from the start): each
 * such frame loads the whole preview again, which made the docs pages three times as long to
 * capture, so here their frames stay empty.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  allModes,
  docsBaselineName,
  docsModes as modes,
  docsPages,
  preparePage,
  settle,
  type DocsEntry,
} from './capture.ts';

/** A shard: up to this many docs pages of one sidebar folder, in one page. */
const shardSize = 25;

/** Shows docs page `id` in place (the preview is already loaded) and waits until Storybook has drawn it. */
async function showDocs(page: Page, id: string) {
  await page.evaluate((docsId) => {
    const w = window as unknown as {
      __docsRendered?: Record<string, boolean>;
      __STORYBOOK_PREVIEW__: {
        channel: { on: (event: string, listener: (id: string) => void) => void; emit: (...args: unknown[]) => void };
        storyStoreValue: { userGlobals: { get: () => Record<string, unknown> } };
      };
    };
    const preview = w.__STORYBOOK_PREVIEW__;
    if (!w.__docsRendered) {
      w.__docsRendered = {};
      preview.channel.on('docsRendered', (rendered) => (w.__docsRendered![rendered] = true));
    }
    delete w.__docsRendered[docsId];
    // The toolbar as a designer leaves it: light and English for the next page.
    preview.channel.emit('updateGlobals', { globals: { scheme: 'light', locale: 'en' } });
    preview.channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
  }, id);
  await page.waitForFunction(
    (docsId) => Boolean((window as unknown as { __docsRendered?: Record<string, boolean> }).__docsRendered?.[docsId]),
    id,
    { timeout: 30_000 },
  );
  await settle(page, false);
}

/** Switches the toolbar of the page shown to a mode's scheme and language, as the toolbar does. */
async function restyleDocs(page: Page, mode: (typeof modes)[number]) {
  const { scheme, locale } = allModes[mode];
  await page.evaluate(
    (globals) =>
      (
        window as unknown as { __STORYBOOK_PREVIEW__: { channel: { emit: (...args: unknown[]) => void } } }
      ).__STORYBOOK_PREVIEW__.channel.emit('updateGlobals', { globals }),
    { scheme, locale },
  );
  // The docs container and each example on the page draw again: two frames, then what they load.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settle(page, false);
}

const byFolder = new Map<string, DocsEntry[]>();
for (const entry of docsPages) {
  const folder = entry.title.split('/')[0]!;
  byFolder.set(folder, [...(byFolder.get(folder) ?? []), entry]);
}

for (const [folder, pages] of byFolder) {
  const count = Math.ceil(pages.length / shardSize);
  for (let i = 0; i < count; i++) {
    const part = pages.slice(Math.floor((i * pages.length) / count), Math.floor(((i + 1) * pages.length) / count));
    test(`Docs · ${folder}${count > 1 ? ` ${i + 1}/${count}` : ''} · ${modes.join(' + ')}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000 + part.length * 20_000);
      const errors: string[] = [];
      page.on('console', (m) => {
        const text = m.text();
        if (m.type() === 'error' && !text.startsWith('Failed to load resource') && !text.includes('visual-fonts--none'))
          errors.push(text.split('\n')[0]!);
      });
      page.on('pageerror', (e) => errors.push(e.message.split('\n')[0]!));
      await page.route('**/iframe.html?**', (route) =>
        route.request().frame() === page.mainFrame()
          ? route.continue()
          : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Example</title>' }),
      );
      await preparePage(page, baseURL!, 'light', { axe: false });
      for (const entry of part) {
        errors.length = 0;
        await showDocs(page, entry.id);
        for (const mode of modes) {
          if (mode !== 'light') await restyleDocs(page, mode);
          await expect.soft(page, `${entry.id} (${mode})`).toHaveScreenshot(docsBaselineName(entry, mode));
        }
        expect.soft(errors.slice(0, 3), `${entry.id}: errors while it was shown`).toEqual([]);
      }
    });
  }
}
