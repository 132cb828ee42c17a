/**
 * Visual regression: every story of the built Storybook, captured after its play function, light
 * and dark at desktop width, and the layouts and module views at phone width as well (the modes of
 * packages/ui/src/testing/modes.ts, the ones Chromatic uses). Each capture is compared pixel for
 * pixel with its baseline in visual/baselines/<folder>/<story id>--<mode>.png (capture.ts says
 * what keeps a capture the same from run to run).
 *
 * Run it with `npm run test:visual` (`-- --update` renews the baselines that changed).
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  allModes,
  baselineName,
  captureOptions,
  folderOf,
  modesOf,
  preparePage,
  showForCapture,
  stories,
  type ModeName,
  type StoryEntry,
} from './capture.ts';

/** A shard: up to this many stories of one sidebar folder, captured in one mode in one page. */
const shardSize = 40;
const shards: { folder: string; mode: ModeName; stories: StoryEntry[]; name: string }[] = [];
for (const mode of Object.keys(allModes) as ModeName[]) {
  const byFolder = new Map<string, StoryEntry[]>();
  for (const story of stories.filter((s) => modesOf(s).includes(mode))) {
    byFolder.set(folderOf(story), [...(byFolder.get(folderOf(story)) ?? []), story]);
  }
  for (const [folder, list] of byFolder) {
    const count = Math.ceil(list.length / shardSize);
    for (let i = 0; i < count; i++) {
      const part = list.slice(Math.floor((i * list.length) / count), Math.floor(((i + 1) * list.length) / count));
      shards.push({ folder, mode, stories: part, name: `${folder}${count > 1 ? ` ${i + 1}/${count}` : ''} · ${mode}` });
    }
  }
}

for (const shard of shards) {
  test(shard.name, async ({ page, baseURL }) => {
    test.setTimeout(60_000 + shard.stories.length * 15_000);
    await preparePage(page, baseURL!, shard.mode);
    for (const story of shard.stories) {
      const phase = await showForCapture(page, baseURL!, story, shard.mode);
      expect.soft(phase, `${story.id} plays to its end`).toBe('finished');
      await expect
        .soft(page, `${story.id} (${shard.mode})`)
        .toHaveScreenshot(baselineName(story, shard.mode), captureOptions(story));
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
    expect(left, 'baselines without a story (renew with npm run test:visual -- --update)').toEqual([]);
  }
});
