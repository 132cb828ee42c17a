/**
 * Shows the stories of a built Storybook in one page, one after the other, the way the Storybook
 * UI switches them (no reload between stories): used by the motion check and the visual tests.
 */

/** The story entries of the built Storybook served at `base`, in the sidebar's order. */
export async function storyEntries(base, prefix = '') {
  const index = await (await fetch(`${base}/index.json`)).json();
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.startsWith(prefix));
}

/**
 * Shows story `id` in `page` and waits until its play function has ended; resolves to the render's
 * last phase ('finished', 'errored', 'aborted') or 'timed out'. The first call loads the preview
 * at `base` with the toolbar `globals` (e.g. 'scheme:dark'); later calls switch in place.
 */
export async function showStory(page, base, id, { globals = '' } = {}) {
  const loaded = await page.evaluate(() => Boolean(window.__STORYBOOK_PREVIEW__?.channel)).catch(() => false);
  if (!loaded) {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story${globals ? `&globals=${globals}` : ''}`);
  } else {
    await page.evaluate((storyId) => window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' }), id);
  }
  return page
    .waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase) && render.phase;
      },
      id,
      { timeout: 20_000, polling: 50 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timed out');
}
