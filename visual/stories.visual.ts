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
 * - Every story is played with motion on in its first mode, the way a designer sees it: its play
 *   must hold while overlays slide and fade (the capture itself finishes every animation first).
 *   Axe runs there, once the preview has waited for the page's animations to end after the play,
 *   so it never reads a half-faded colour.
 * - Every showcase story is played once more in Turkish, as a designer sees it with Türkçe chosen in
 *   the toolbar: its play finds what it acts on by role and by the translated string
 *   (packages/ui/src/testing/t.ts), so it must end without an error there too. It is not captured
 *   in Turkish (its Turkish copy, tagged "turkish", is) and axe has read it in its first mode.
 * - Its dark capture follows its light one in the same page: the toolbar's scheme is switched and
 *   Storybook draws the story again in place, its play not run again (as a designer flips the
 *   scheme, and as staff do in the app: what the play opened stays open, now dark). Its phone
 *   capture is a play of its own at that width, with motion reduced.
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
  noStoryId,
  preparePage,
  restyleForCapture,
  showForCapture,
  stories,
  type ModeName,
  type StoryEntry,
} from './capture.ts';

/** A shard: up to this many stories of one sidebar folder, in one mode, in one page. */
const shardSize = 40;
/**
 * How a shard plays its stories: `axe` when the mode is the stories' first (axe's result is read
 * there only, so it does not run in the others), `motion` when they play with motion on, `capture`
 * when they are captured in the mode (the interaction tests never are).
 */
type Play = { axe: boolean; motion: boolean; capture: boolean };
const shards: { mode: ModeName; play: Play; stories: StoryEntry[]; name: string }[] = [];

/** The mode a story is played in first: axe checks it there, and an interaction test plays there only. */
const firstMode = (story: StoryEntry) => modesOf(story)[0]!;
/**
 * The modes a story is captured in without being played again: those of its first mode's width
 * (the dark scheme after the light one), shown by switching the toolbar once its play has ended and
 * it has been captured, the way a designer flips the scheme (restyleForCapture).
 */
const restyledModes = (story: StoryEntry): ModeName[] =>
  isInteraction(story)
    ? []
    : modesOf(story)
        .slice(1)
        .filter((mode) => allModes[mode].viewport === allModes[firstMode(story)].viewport);

function addShards(mode: ModeName, play: Play, list: StoryEntry[]) {
  const byFolder = new Map<string, StoryEntry[]>();
  for (const story of list) byFolder.set(folderOf(story), [...(byFolder.get(folderOf(story)) ?? []), story]);
  for (const [folder, inFolder] of byFolder) {
    const count = Math.ceil(inFolder.length / shardSize);
    for (let i = 0; i < count; i++) {
      const part = inFolder.slice(
        Math.floor((i * inFolder.length) / count),
        Math.floor(((i + 1) * inFolder.length) / count),
      );
      const alsoIn = [...new Set(part.flatMap((story) => (firstMode(story) === mode ? restyledModes(story) : [])))];
      const label = [
        `${folder}${count > 1 ? ` ${i + 1}/${count}` : ''}`,
        [mode, ...alsoIn].join(' + '),
        ...(play.motion ? ['motion'] : []),
        ...(play.axe ? ['axe'] : []),
        ...(play.capture ? [] : ['played']),
      ].join(' · ');
      shards.push({ mode, play, stories: part, name: label });
    }
  }
}

/** The stories played in a mode: those captured in it but for a restyle, and the interaction tests whose first mode it is. */
const playedIn = (mode: ModeName) =>
  allStories.filter((story) =>
    isInteraction(story)
      ? firstMode(story) === mode
      : modesOf(story).includes(mode) && !restyledModes(story).includes(mode),
  );

// Every story plays with motion on in its first mode (where axe checks it once its animations
// have ended), then is captured there and in its restyled modes; its other modes (the phone) are
// played again with motion reduced.
for (const mode of Object.keys(allModes) as ModeName[]) {
  const played = playedIn(mode);
  addShards(
    mode,
    { axe: true, motion: true, capture: true },
    played.filter((story) => firstMode(story) === mode),
  );
  addShards(
    mode,
    { axe: false, motion: false, capture: true },
    played.filter((story) => firstMode(story) !== mode),
  );
}

// Every showcase played again in Turkish (the toolbar's Türkçe) at desktop width, not captured:
// those made for a phone and the Turkish copies (captured in Turkish already) aside.
addShards(
  'tr',
  { axe: false, motion: false, capture: false },
  stories.filter((story) =>
    modesOf(story).some((mode) => allModes[mode].viewport === allModes.tr.viewport && mode !== 'tr'),
  ),
);

/**
 * Errors of the page and of its console while a story plays; missing images are a story's subject
 * (the avatar's fallback), and the preview's word that the id it was opened at has no story is
 * the runner's own doing (preparePage).
 */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (m.type() === 'error' && !text.startsWith('Failed to load resource') && !text.includes(noStoryId))
      errors.push(text.split('\n')[0]!);
  });
  page.on('pageerror', (e) => errors.push(e.message.split('\n')[0]!));
  return errors;
}

for (const shard of shards) {
  test(shard.name, async ({ page, baseURL }) => {
    test.setTimeout(60_000 + shard.stories.length * 15_000);
    if (shard.play.motion) await page.emulateMedia({ reducedMotion: 'no-preference' });
    const errors = watchErrors(page);
    await preparePage(page, baseURL!, shard.mode, shard.play);
    for (const story of shard.stories) {
      errors.length = 0;
      const { phase, a11y } = await showForCapture(page, baseURL!, story, shard.mode, shard.play);
      const label = `${story.id} (${shard.mode}${shard.play.motion ? ', motion' : ''})`;
      expect.soft(phase, `${label} plays to its end`).toBe('finished');
      expect.soft(errors.slice(0, 3), `${label}: errors while it played`).toEqual([]);
      if (shard.play.axe) expect.soft(a11y, `${label}: what axe found`).toEqual([]);
      if (shard.play.capture && !isInteraction(story))
        await expect.soft(page, label).toHaveScreenshot(baselineName(story, shard.mode), captureOptions(story, page));
      if (firstMode(story) !== shard.mode) continue;
      for (const mode of restyledModes(story)) {
        errors.length = 0;
        const restyled = await restyleForCapture(page, story, mode);
        const again = `${story.id} (${mode}, switched to from ${shard.mode})`;
        expect.soft(restyled.phase, `${again} is drawn again`).toBe('finished');
        expect.soft(errors.slice(0, 3), `${again}: errors while it was drawn again`).toEqual([]);
        await expect.soft(page, again).toHaveScreenshot(baselineName(story, mode), captureOptions(story, page));
      }
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
