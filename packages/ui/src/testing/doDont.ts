import { expect, within } from 'storybook/test';
import { startsWith, t } from './t';

/**
 * For the play functions of the do and don't pairs (docs/DoDont.tsx): both examples are drawn,
 * each with its verdict and its rule, named as DoDont names them (the verdict in the story's
 * language, then the rule); returns the two example areas for the story's own checks.
 */
export async function bothExamplesRender(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const good = canvas.getByRole('figure', { name: startsWith(`${t('doDont.do')}: `) });
  const bad = canvas.getByRole('figure', { name: startsWith(`${t('doDont.dont')}: `) });
  const stages = [good, bad].map((figure) => figure.querySelector<HTMLElement>('[data-example]')!);
  for (const stage of stages) {
    await expect(stage).toBeVisible();
    await expect(stage.childElementCount).toBeGreaterThan(0);
  }
  return { good: within(stages[0]!), bad: within(stages[1]!) };
}
