/**
 * The story pass: every story of the built Storybook, in one run of one browser.
 *
 * - Each story is played (its play function is its test) and must end without an error, in the
 *   page or in the console.
 * - In its first mode, axe must find nothing after the play (the a11y addon's check, which the
 *   preview runs after every play; `parameters.a11y.test` says whether it fails the story).
 * - It is captured light and dark at desktop width, and the layouts and module views at phone width
 *   as well (the modes of packages/ui/src/testing/modes.ts, the ones Chromatic uses), and each
 *   capture is compared pixel for pixel with its baseline in
 *   visual/baselines/<folder>/<story id>--<mode>.png (capture.ts says what keeps a capture the same
 *   from run to run). The interaction tests are played and checked, not captured.
 * - Every story is played once more with motion on, the way a designer sees it, in a desktop window
 *   (a phone-sized one for phone stories): its play must hold while overlays slide and fade. The
 *   other plays run with motion reduced, so that axe never reads a half-faded colour.
 *
 * Run it with `npm run test:stories` (`-- --update` renews the baselines that changed).
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  allModes,
  allStories,
  baselineName,
  captureOptions,
  folderOf,
  isInteraction,
  modesOf,
  preparePage,
  showForCapture,
  stories,
  type ModeName,
  type StoryEntry,
} from './capture.ts';

/** A shard: up to this many stories of one sidebar folder, in one mode, in one page. */
const shardSize = 40;
type Pass = 'capture' | 'motion';
const shards: { folder: string; mode: ModeName; pass: Pass; stories: StoryEntry[]; name: string }[] = [];

function addShards(pass: Pass, mode: ModeName, list: StoryEntry[]) {
  const byFolder = new Map<string, StoryEntry[]>();
  for (const story of list) byFolder.set(folderOf(story), [...(byFolder.get(folderOf(story)) ?? []), story]);
  for (const [folder, inFolder] of byFolder) {
    const count = Math.ceil(inFolder.length / shardSize);
    for (let i = 0; i < count; i++) {
      const part = inFolder.slice(
        Math.floor((i * inFolder.length) / count),
        Math.floor(((i + 1) * inFolder.length) / count),
      );
      const label = `${folder}${count > 1 ? ` ${i + 1}/${count}` : ''} · ${mode}${pass === 'motion' ? ' · motion' : ''}`;
      shards.push({ folder, mode, pass, stories: part, name: label });
    }
  }
}

for (const mode of Object.keys(allModes) as ModeName[]) {
  // The captured stories of this mode, and the interaction tests whose first mode it is.
  addShards(
    'capture',
    mode,
    allStories.filter((story) => (isInteraction(story) ? modesOf(story)[0] === mode : modesOf(story).includes(mode))),
  );
}
// With motion: the phone stories in a phone's window, every other one on a desktop.
addShards(
  'motion',
  'phone',
  allStories.filter((story) => modesOf(story)[0] === 'phone'),
);
addShards(
  'motion',
  'light',
  allStories.filter((story) => modesOf(story)[0] !== 'phone'),
);

/** Errors of the page and of its console while a story plays; missing images are a story's subject (the avatar's fallback). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text().split('\n')[0]!);
  });
  page.on('pageerror', (e) => errors.push(e.message.split('\n')[0]!));
  return errors;
}

for (const shard of shards) {
  test(shard.name, async ({ page, baseURL }) => {
    test.setTimeout(60_000 + shard.stories.length * 15_000);
    if (shard.pass === 'motion') await page.emulateMedia({ reducedMotion: 'no-preference' });
    const errors = watchErrors(page);
    await preparePage(page, baseURL!, shard.mode);
    for (const story of shard.stories) {
      errors.length = 0;
      const { phase, a11y } = await showForCapture(page, baseURL!, story, shard.mode);
      const label = `${story.id} (${shard.mode}${shard.pass === 'motion' ? ', motion' : ''})`;
      expect.soft(phase, `${label} plays to its end`).toBe('finished');
      expect.soft(errors.slice(0, 3), `${label}: errors while it played`).toEqual([]);
      if (shard.pass === 'motion') continue;
      if (modesOf(story)[0] === shard.mode) expect.soft(a11y, `${label}: what axe found`).toEqual([]);
      if (!isInteraction(story))
        await expect.soft(page, label).toHaveScreenshot(baselineName(story, shard.mode), captureOptions(story));
    }
  });
}

/**
 * Every baseline belongs to a capture: a story renamed, removed or made an interaction test leaves
 * its images behind, and the update removes them (a plain run names them and fails).
 */
test('no baseline without its story', () => {
  const dir = join(import.meta.dirname, 'baselines');
  const wanted = new Set(stories.flatMap((story) => modesOf(story).map((mode) => baselineName(story, mode).join('/'))));
  const left = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.png') && !wanted.has(file.split('\\').join('/')),
  );
  const updating = ['changed', 'all'].includes(test.info().config.updateSnapshots);
  if (updating) {
    for (const file of left) rmSync(join(dir, file));
    if (left.length)
      console.log(`Removed ${left.length} baselines without a story:\n${left.map((file) => `  ${file}`).join('\n')}`);
  } else {
    expect(left, 'baselines without a story (renew with npm run test:stories -- --update)').toEqual([]);
  }
});
