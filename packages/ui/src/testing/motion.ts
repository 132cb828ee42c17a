/**
 * For play functions: waits until the page's entry and exit animations have run.
 *
 * Plays run in the Storybook UI with motion on, so an overlay found a moment after it opened may
 * still be fading in (opacity 0) or, after closing, still fading out. Endless animations (spinners,
 * the indeterminate loading bar) are not waited for.
 */
export async function animationsDone(root: Document | Element = document): Promise<void> {
  // Frames, until two in a row start or run none: animations started by the last event have begun
  // by the next frame, and on a loaded machine React may commit an entering state (and its
  // animation) a frame or two after the element appeared.
  let quiet = 0;
  for (let frame = 0; frame < 60 && quiet < 2; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const running = (root instanceof Document ? root.getAnimations() : root.getAnimations({ subtree: true })).filter(
      (a) => a.effect?.getTiming().iterations !== Infinity && a.playState === 'running',
    );
    quiet = running.length === 0 ? quiet + 1 : 0;
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  }
}

/** Resolves a `findBy…` query once what it found has finished animating in. */
export async function settled<T>(found: Promise<T>): Promise<T> {
  const result = await found;
  await animationsDone();
  return result;
}

/**
 * Finds an option of a list that loads as the user types, once it can be chosen: while the
 * options for the typed text load, the ones on screen are disabled.
 */
export async function choosable(found: Promise<HTMLElement>): Promise<HTMLElement> {
  const option = await settled(found);
  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (option.isConnected && option.getAttribute('aria-disabled') !== 'true') resolve();
      else if (Date.now() - started > 5000) reject(new Error('The option never became choosable'));
      else setTimeout(check, 20);
    };
    check();
  });
  return option;
}
