/**
 * Ends the current task and goes on in a new one, queued ahead of other waiting work where the
 * browser can (`scheduler.yield`). The start's steps (the code's evaluation, the strings' setup,
 * the router's start, the first render) are each their own task this way, not one long one: the
 * page can paint and answer input between them, which a slow phone feels.
 */
export const nextTask = (): Promise<void> =>
  typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function'
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));
