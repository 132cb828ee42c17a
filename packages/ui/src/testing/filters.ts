import { userEvent, type within } from 'storybook/test';

/**
 * On a phone a list's filters sit behind its Filters button (FilterBar): a story that filters opens
 * them first, so that its play runs the same at every width it is captured at. On a wider screen
 * the button is not shown and this does nothing.
 */
export async function showFilters(canvas: ReturnType<typeof within>) {
  const toggle = canvas.queryByRole('button', { name: /^Filters/, expanded: false });
  if (toggle) await userEvent.click(toggle);
}
