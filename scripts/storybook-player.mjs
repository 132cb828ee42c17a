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
 * Notes each story whose play function threw or left an error unhandled: such a play still takes
 * the render to its 'finished' phase, only the channel's events say it failed. (Axe's findings are
 * the story tests' business, not the player's.) Runs in the page.
 */
function listenForPlayErrors() {
  const attach = () => {
    const preview = window.__STORYBOOK_PREVIEW__;
    if (!preview?.channel) return false;
    if (!window.__storyErrors) {
      window.__storyErrors = {};
      const failed = (message) =>
        preview.currentRender && (window.__storyErrors[preview.currentRender.id] = String(message).split('\n')[0]);
      preview.channel.on('playFunctionThrewException', (error) => failed(error?.message));
      preview.channel.on('unhandledErrorsWhilePlaying', (errors) =>
        failed(errors?.map((error) => error?.message).join(' | ')),
      );
    }
    return true;
  };
  if (!attach()) {
    const timer = setInterval(() => attach() && clearInterval(timer), 2);
  }
}

/**
 * Shows story `id` in `page` and waits until its play function has ended; resolves to 'finished'
 * when it ran to its end, 'errored: <the error's first line>' when it threw (or an error went
 * unhandled), 'aborted', or 'timed out'. The first call loads the preview at `base` with the
 * toolbar `globals` (e.g. 'scheme:dark'); later calls switch in place.
 */
export async function showStory(page, base, id, { globals = '' } = {}) {
  const loaded = await page.evaluate(() => Boolean(window.__STORYBOOK_PREVIEW__?.channel)).catch(() => false);
  if (!loaded) {
    await page.addInitScript(listenForPlayErrors);
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story${globals ? `&globals=${globals}` : ''}`);
  } else {
    await page.evaluate(listenForPlayErrors);
    await page.evaluate((storyId) => {
      delete window.__storyErrors[storyId];
      window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  return page
    .waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== storyId) return false;
        if (render.phase !== 'finished' && render.phase !== 'aborted') return false;
        const error = window.__storyErrors?.[storyId];
        return error ? `errored: ${error}` : render.phase;
      },
      id,
      { timeout: 20_000, polling: 50 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timed out');
}
