import { expect, within } from 'storybook/test';

/**
 * For the play functions of the do and don't pairs (docs/DoDont.tsx): both examples are drawn,
 * each with its verdict and its rule; returns the two example areas for the story's own checks.
 */
export async function bothExamplesRender(
  canvasElement: HTMLElement,
  verdicts: { do: string; dont: string } = { do: 'Do', dont: 'Don’t' },
) {
  const canvas = within(canvasElement);
  const good = canvas.getByRole('figure', { name: new RegExp(`^${verdicts.do}: `) });
  const bad = canvas.getByRole('figure', { name: new RegExp(`^${verdicts.dont}: `) });
  const stages = [good, bad].map((figure) => figure.querySelector<HTMLElement>('[data-example]')!);
  for (const stage of stages) {
    await expect(stage).toBeVisible();
    await expect(stage.childElementCount).toBeGreaterThan(0);
  }
  return { good: within(stages[0]!), bad: within(stages[1]!) };
}
