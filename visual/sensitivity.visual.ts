/**
 * The visual tests are tight enough to matter: against the committed baseline of one story, a
 * colour token moved by 12 of 255 in each channel (less than the step between two shades of a
 * palette) and a 1 px border each make the capture fail. The token
 * is changed where the theme defines it (its rule in the stylesheet), as a changed token in the
 * source would reach the page; the untouched story is first shown to match.
 */
import { expect, test, type Page } from '@playwright/test';
import { baselineName, preparePage, showForCapture, stories } from './capture.ts';

const story = stories.find((entry) => entry.id === 'primitives-card--default')!;
const name = baselineName(story, 'light');

/** Whether the page's capture differs from the story's baseline. */
async function differs(page: Page) {
  return expect(page)
    .toHaveScreenshot(name, { fullPage: true, timeout: 3000 })
    .then(
      () => false,
      () => true,
    );
}

test.describe('a capture differs from its baseline', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    // Renewing baselines would write the changed capture as the story's baseline.
    test.skip(['all', 'changed'].includes(test.info().config.updateSnapshots), 'baselines are being renewed');
    await preparePage(page, baseURL!, 'light', { axe: false });
    expect((await showForCapture(page, baseURL!, story, 'light', { axe: false })).phase).toBe('finished');
    expect(await differs(page), 'the untouched story matches its baseline').toBe(false);
  });

  test('when a colour token moves by 12 in each channel', async ({ page }) => {
    const token = await page.evaluate(() => {
      const heading = document.querySelector('#storybook-root h2')!;
      const rules = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
      // The token the heading's colour comes from (its own or inherited), then every theme rule that defines it.
      let use: CSSStyleRule | undefined;
      for (let element: Element | null = heading; element && !use; element = element.parentElement) {
        use = rules.find((rule) => element!.matches(rule.selectorText) && rule.style.color.startsWith('var('));
      }
      const property = /var\((--[\w-]+)/.exec(use?.style.color ?? '')?.[1];
      if (!property) return null;
      let changed = 0;
      for (const rule of rules) {
        const value = rule.style.getPropertyValue(property).trim();
        const hex = /^#([0-9a-f]{6})$/i.exec(value);
        if (!hex) continue;
        const moved = (hex[1] ?? '').match(/../g)!.map((channel) => {
          const value = parseInt(channel, 16);
          return (value < 128 ? value + 12 : value - 12).toString(16).padStart(2, '0');
        });
        rule.style.setProperty(property, `#${moved.join('')}`);
        changed++;
      }
      return { property, changed };
    });
    expect(token, 'the heading takes its colour from a token').not.toBeNull();
    expect(token!.changed).toBeGreaterThan(0);
    expect(await differs(page)).toBe(true);
  });

  test('when a 1 px border is drawn', async ({ page }) => {
    await page.evaluate(() => {
      let card = document.querySelector<HTMLElement>('#storybook-root h2')!;
      while (getComputedStyle(card).backgroundColor === 'rgba(0, 0, 0, 0)') card = card.parentElement!;
      card.style.outline = '1px solid rgb(226, 232, 240)';
    });
    expect(await differs(page)).toBe(true);
  });
});
