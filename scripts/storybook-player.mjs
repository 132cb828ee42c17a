/**
 * Shows the stories of a built Storybook in one page, one after the other, the way the Storybook
 * UI switches them (no reload between stories): used by the story pass (visual/stories.visual.ts).
 */

/**
 * Notes, per story, what the channel says of its end: an error its play function threw or left
 * unhandled (such a play still takes the render to its 'finished' phase), and what axe found (the
 * a11y addon runs axe after every play and reports it with the story's end; a report "failed"
 * means violations where the story's parameters say `a11y: { test: 'error' }`). Runs in the page.
 */
function listenToStoryEnds() {
  const attach = () => {
    const preview = window.__STORYBOOK_PREVIEW__;
    if (!preview?.channel) return false;
    if (!window.__storyEnds) {
      window.__storyEnds = {};
      const end = (id) => (window.__storyEnds[id] ??= { error: null, a11y: null });
      const failed = (message) => {
        if (preview.currentRender) end(preview.currentRender.id).error ??= String(message).split('\n')[0];
      };
      preview.channel.on('playFunctionThrewException', (error) => failed(error?.message));
      preview.channel.on('unhandledErrorsWhilePlaying', (errors) =>
        failed(errors?.map((error) => error?.message).join(' | ')),
      );
      preview.channel.on('storyFinished', ({ storyId, reporters = [] }) => {
        const report = reporters.find((r) => r.type === 'a11y');
        const violations = report?.result?.violations;
        end(storyId).a11y =
          report?.status !== 'failed'
            ? []
            : violations
              ? violations.map((v) => `${v.id} (${v.nodes.map((n) => [n.target].flat().join(' ')).join(', ')})`)
              : [`axe did not run: ${String(report.result?.error ?? 'no result')}`];
      });
    }
    return true;
  };
  if (!attach()) {
    const timer = setInterval(() => attach() && clearInterval(timer), 2);
  }
}

/**
 * Shows story `id` in `page` and waits until it has ended and said so. Resolves to its phase,
 * 'finished' when it ran to its end, 'errored: <the error's first line>' when its play threw (or
 * an error went unhandled), 'aborted', or 'timed out'; and to what axe found after the play (one
 * line per violation, empty when none or when axe does not check the story). The first call loads
 * the preview at `base` with the toolbar `globals` (e.g. 'scheme:dark'); later calls switch in place.
 */
export async function playStory(page, base, id, { globals = '' } = {}) {
  const loaded = await page.evaluate(() => Boolean(window.__STORYBOOK_PREVIEW__?.channel)).catch(() => false);
  if (!loaded) {
    await page.addInitScript(listenToStoryEnds);
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story${globals ? `&globals=${globals}` : ''}`);
  } else {
    await page.evaluate(listenToStoryEnds);
    await page.evaluate((storyId) => {
      const preview = window.__STORYBOOK_PREVIEW__;
      // The globals a restyle (restyleStory) changed are set back without drawing the story again:
      // the next story opens in the page's own.
      if (window.__restyledFrom) preview.storyStoreValue.userGlobals.update(window.__restyledFrom);
      delete window.__restyledFrom;
      delete window.__storyEnds[storyId];
      preview.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  return storyEnd(page, id);
}

/**
 * Shows the story `id`, which has just played, with other toolbar globals (e.g. `{ scheme: 'dark' }`)
 * the way the toolbar does: Storybook draws it again in place, its state kept and its play not run
 * again. Resolves as playStory does, once that render has ended; the next playStory sets the
 * globals back.
 */
export async function restyleStory(page, id, globals) {
  await page.evaluate(
    ({ storyId, changed }) => {
      const preview = window.__STORYBOOK_PREVIEW__;
      const current = preview.storyStoreValue.userGlobals.get();
      window.__restyledFrom ??= Object.fromEntries(Object.keys(changed).map((key) => [key, current[key]]));
      delete window.__storyEnds[storyId];
      preview.channel.emit('updateGlobals', { globals: changed });
    },
    { storyId: id, changed: globals },
  );
  return storyEnd(page, id);
}

/** Waits for the end of story `id`'s render and its report (playStory says what it resolves to). */
function storyEnd(page, id) {
  return page
    .waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== storyId) return false;
        if (render.phase !== 'finished' && render.phase !== 'aborted') return false;
        const end = window.__storyEnds?.[storyId];
        // The end's report comes a message after the phase: waited for, unless the story was aborted.
        if (render.phase === 'finished' && !end?.a11y) return false;
        return { phase: end?.error ? `errored: ${end.error}` : render.phase, a11y: end?.a11y ?? [] };
      },
      id,
      { timeout: 30_000, polling: 'raf' },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => ({ phase: 'timed out', a11y: [] }));
}
