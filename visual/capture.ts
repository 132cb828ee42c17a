/**
 * How a story is captured for the visual tests, so that a baseline means the same on every run:
 * the fonts ship with the library, the clock stands still at one moment, Math.random is seeded
 * again before each story, motion is reduced and any animation is stopped at its end (the config),
 * and the caret is hidden.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { allModes } from '../packages/ui/src/testing/modes.ts';
import { playStory, restyleStory, type StoryEntry } from '../scripts/storybook-player.mjs';

export type ModeName = keyof typeof allModes;
export type { StoryEntry };
export { allModes };

/** The moment every story is shown at (the end-to-end tests' default morning). */
const moment = new Date('2026-11-20T09:30:00Z');
export const storybookDir = process.env.VISUAL_STORYBOOK ?? 'storybook-static';
const index = JSON.parse(readFileSync(`${storybookDir}/index.json`, 'utf8')) as {
  entries: Record<string, StoryEntry & { type: string }>;
};
/** Every story of the built Storybook. */
export const allStories = Object.values(index.entries).filter((entry) => entry.type === 'story');
/** The interaction tests: played and checked by axe like every story, never captured. */
export const isInteraction = (story: StoryEntry) => Boolean(story.tags?.includes('interaction'));
/** The stories captured: every one but the interaction tests, each of which has a showcase sibling captured in every mode (Chromatic skips them too). */
export const stories = allStories.filter((story) => !isInteraction(story));

/**
 * Stories made for a phone, pinned to the dark scheme or tagged "turkish" (modes.ts `inTurkish`)
 * are captured in that one way only.
 */
const isTurkishStory = (story: StoryEntry) => Boolean(story.tags?.includes('turkish'));
const isPhoneStory = (story: StoryEntry) => /mobile|phone/.test(story.id);
const pinsDark = (story: StoryEntry) => /dark/.test(story.id);
/**
 * The layouts and the module views are also captured at phone width (modes.ts `withPhone`), but
 * for a story tagged "desktop": a dialog over a list whose scroll behind it is not steady on a phone, or
 * a list's play that reads its table's columns, which a phone shows as 2–3-line cards instead
 * (Courier/Lists in the frame covers the cards).
 */
const hasPhoneMode = (story: StoryEntry) =>
  (story.title.startsWith('Shell/Layouts') || story.title.startsWith('Courier/')) && !story.tags?.includes('desktop');

export function modesOf(story: StoryEntry): ModeName[] {
  if (isTurkishStory(story)) return ['tr'];
  if (isPhoneStory(story)) return ['phone'];
  const modes: ModeName[] = pinsDark(story) ? ['light'] : ['light', 'dark'];
  if (hasPhoneMode(story)) modes.push('phone');
  return modes;
}

/** The page's Math.random, seeded again before each story so that generated data repeats. */
const seededRandom = () => {
  let seed = 0;
  const w = window as unknown as { __visualReseed: () => void };
  w.__visualReseed = () => {
    seed = 0x2f6b9a1d;
  };
  w.__visualReseed();
  Math.random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * The toolbar's globals of a mode, as Storybook reads them from the address; without `axe`, the a11y
 * addon's automatic run after each play is turned off (its result is read in a story's first mode).
 */
const globalsOf = (mode: ModeName, { axe }: { axe: boolean }) =>
  [
    `scheme:${allModes[mode].scheme}`,
    ...(allModes[mode].locale === 'en' ? [] : [`locale:${allModes[mode].locale}`]),
    ...(axe ? [] : ['a11y.manual:!true']),
  ].join(';');

/**
 * Shows one story the way it is captured: seeded, played, its fonts and images loaded, and (played
 * with motion on) its smooth scrolls ended. Resolves to how its play ended and what axe found
 * after it (storybook-player.mjs).
 */
export async function showForCapture(
  page: Page,
  baseURL: string,
  story: StoryEntry,
  mode: ModeName,
  play: { axe: boolean; motion?: boolean },
) {
  await reseed(page);
  const end = await playStory(page, baseURL, story.id, { globals: globalsOf(mode, play) });
  await settle(page, Boolean(play.motion));
  return end;
}

/**
 * Shows the story that has just been shown for capture in another mode of the same width (the dark
 * scheme after the light one), the way a designer switches the toolbar: drawn again in place, its
 * play not run again, axe not run again. Resolves as showForCapture does.
 */
export async function restyleForCapture(page: Page, story: StoryEntry, mode: ModeName) {
  const { scheme, locale } = allModes[mode];
  await reseed(page);
  const end = await restyleStory(page, story.id, { scheme, locale, a11y: { manual: true } });
  // No play runs again, so nothing sets off a smooth scroll: there is no scroll to wait out.
  await settle(page, false);
  return end;
}

/** Seeds the page's Math.random again: what a story generates as it renders repeats. */
const reseed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __visualReseed?: () => void }).__visualReseed?.()).catch(() => undefined);

/** Waits, after a story has been drawn, until what a capture shows stands still. */
async function settle(page: Page, motion: boolean) {
  await page.evaluate(async (motion) => {
    // With motion on, a scroll the play set off glides on after it: the capture waits until no
    // element has scrolled for 100 ms (the capture itself finishes animations and transitions).
    // A play that set off none has no scroll within its first frames: it waits those alone.
    if (motion)
      await new Promise<void>((resolve) => {
        let timer = 0;
        const done = () => {
          document.removeEventListener('scroll', quiet, true);
          resolve();
        };
        const quiet = () => {
          clearTimeout(timer);
          timer = window.setTimeout(done, 100);
        };
        document.addEventListener('scroll', quiet, true);
        timer = window.setTimeout(done, 50);
      });
    // A play function that typed low on a long form left the window scrolled; sticky parts then
    // sit wherever the scroll stopped. The capture shows the page from its top.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // The icons it shows are drawn together once none is loading (icons/Icon.tsx), a render later.
    await (window as unknown as { __iconsSettled?: () => Promise<void> }).__iconsSettled?.();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
    );
  }, motion);
}

/** Text that needs every subset of the font the stories show (latin, latin-ext: Turkish). */
const fontSample = 'AaZz09 ÇçĞğİıÖöŞşÜü ₺€·–…';

/**
 * The id the preview is first opened at: no story has it, so the preview shows none. Storybook
 * reports that it found no such story, sometimes only once the first real story is playing.
 */
export const noStoryId = 'visual-fonts--none';

/**
 * Opens the Storybook preview in the mode's window, with no story yet, and loads the font's
 * subsets before any story is shown: a table or a chart measures its text as it renders, and a
 * measure taken while a subset was still loading set column widths apart from the next run's.
 */
export async function preparePage(page: Page, baseURL: string, mode: ModeName, play: { axe: boolean }) {
  await page.clock.setFixedTime(moment);
  await page.addInitScript(seededRandom);
  await page.setViewportSize({ width: allModes[mode].viewport, height: mode === 'phone' ? 844 : 800 });
  await page.goto(`${baseURL}/iframe.html?id=${noStoryId}&viewMode=story&globals=${globalsOf(mode, play)}`);
  await page.waitForFunction(() =>
    Boolean((window as unknown as { __STORYBOOK_PREVIEW__?: { channel?: unknown } }).__STORYBOOK_PREVIEW__?.channel),
  );
  const faces = await page.evaluate(async (sample) => {
    const loaded = await Promise.all(
      ['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px "Inter Variable"`, sample)),
    );
    return loaded.flat().length;
  }, fontSample);
  if (!faces) throw new Error('The Storybook preview declares no "Inter Variable" font faces.');
}

/** The story's sidebar folder (Primitives, Courier, …): a shard and a baseline folder. */
export const folderOf = (story: StoryEntry) => story.title.split('/')[0] ?? story.title;

export const baselineName = (story: StoryEntry, mode: ModeName) => [folderOf(story), `${story.id}--${mode}.png`];

/**
 * Captures that still move by a fraction of a pixel from one run to the next (the widths of a
 * table's columns, a chart's axis labels, the offsets of a toast stack, all measured as the story
 * renders), with the most pixels seen to differ between two runs of an unchanged build. They are
 * compared with that many pixels allowed, instead of 50, until the measuring is made steady; a
 * changed token or border still moves far more than this.
 */
const unsteady: Record<string, number> = {
  'data-datatable--default': 400,
  'data-datatable--server-sorting': 400,
  'data-datatable--with-pagination': 400,
  'data-datatable--ten-thousand-rows-virtual': 500,
  'apps-dashboards--project': 120,
  'apps-dashboards--long-text': 120,
  'apps-dashboards--phone': 800,
  'primitives-toast--shown': 500,
  // Signs in and lands on the customers' table, whose column widths are measured as it renders.
  'shell-guarded-flows--guest-signs-in-and-arrives': 400,
  // The parcels' sortable header labels are drawn a fraction of a pixel higher or lower from one
  // run to the next (their sticky, transformed header cells): up to about 900 pixels of text edges.
  'courier-parcels-parcel-list--bulk-selection': 1000,
  'courier-parcels-parcel-list--column-choice': 1000,
  'courier-parcels-parcel-list--search-and-filter': 1000,
  'courier-lists-in-the-frame--header-stays-in-view': 1000,
};

/**
 * The screenshot options of one story: the config's, or a wider allowance for an unsteady one. A
 * story tagged "ticking" shows a time that runs on by itself (the sign-out's countdown, whose play
 * checks its text): the capture covers its live status with a box, so that a second more or less
 * before the shot does not change the picture.
 */
export const captureOptions = (story: StoryEntry, page: Page) => ({
  fullPage: true,
  ...(unsteady[story.id] ? { maxDiffPixels: unsteady[story.id] } : {}),
  ...(story.tags?.includes('ticking') ? { mask: [page.getByRole('status')] } : {}),
});
