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

/**
 * For play functions: every marker of a map (its circles) lies whole inside the map's frame and
 * clear of the zoom buttons, so none is clipped or hidden.
 */
export async function expectMarkersInside(map: HTMLElement) {
  const frame = map.getBoundingClientRect();
  const zoom = map.querySelector('.leaflet-control-zoom')?.getBoundingClientRect();
  // A circle marker is drawn as a path of arcs; the route's line has none.
  const markers = [...map.querySelectorAll<SVGPathElement>('path.leaflet-interactive')].filter((path) =>
    /a/i.test(path.getAttribute('d') ?? ''),
  );
  await expect(markers.length).toBeGreaterThan(1);
  for (const marker of markers) {
    const box = marker.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.top).toBeGreaterThanOrEqual(frame.top);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
    await expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
    if (zoom)
      await expect(
        box.right < zoom.left || box.left > zoom.right || box.bottom < zoom.top || box.top > zoom.bottom,
      ).toBe(true);
  }
}
