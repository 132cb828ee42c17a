import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * For play functions: hovers a map marker and checks that its tooltip shows `text` as written,
 * with no element made from it and no script run from it (names from the data are text).
 */
export async function expectTooltipAsText(root: HTMLElement, marker: Element, text: string, flag: string) {
  await userEvent.hover(marker);
  const tooltip = await waitFor(() => {
    const found = root.querySelector('.leaflet-tooltip');
    if (!found) throw new Error('no tooltip yet');
    return found;
  });
  await expect(tooltip).toHaveTextContent(text);
  await expect(tooltip.querySelector('img')).toBeNull();
  await expect((window as unknown as Record<string, unknown>)[flag]).toBeUndefined();
}

/**
 * For play functions: waits until a map (or another lazily loaded canvas) says it is ready.
 * Its library is a chunk of its own, loaded on demand: on a busy two-core machine that took
 * over five seconds, so the wait is longer than the default one.
 */
export async function waitForReady(element: HTMLElement) {
  await waitFor(() => expect(element).toHaveAttribute('data-ready', 'true'), { timeout: 20_000 });
}
