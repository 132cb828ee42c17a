import { expect, signIn, test } from './helpers';

/** The pages of a PDF as Chromium prints it. */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('labels of the selected parcels print one to an A6 page, or four to an A4 page', async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/secure/parcels');
  const table = page.getByRole('table', { name: 'Parcels' });
  const boxes = table.getByRole('checkbox', { name: 'Select row' });
  for (let i = 0; i < 5; i++) await boxes.nth(i).check({ force: true });
  await expect(page.getByText('5 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Print labels' }).click();
  await expect(page.getByRole('heading', { name: '5 labels' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);

  // The print dialog's output, as a PDF of the page's own paper size.
  expect(pagesOf(await page.pdf({ preferCSSPageSize: true }))).toBe(5);
  await page.getByRole('radio', { name: 'A4, four per page' }).check({ force: true });
  expect(pagesOf(await page.pdf({ preferCSSPageSize: true }))).toBe(2);

  // The choice is the user's printer: it stays for the next time.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'A4, four per page' })).toBeChecked();
});

test('Turkish: the paper choice in Turkish', async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/secure/parcels');
  await page.evaluate(() => localStorage.setItem('courier.language', 'tr'));
  const { items } = await page.evaluate(async () => {
    const token = sessionStorage.getItem('courier.accessToken') ?? localStorage.getItem('courier.accessToken');
    return (await (
      await fetch('/api/v1/parcels?size=2', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { items: { id: string }[] };
  });
  await page.goto(`/secure/parcels/labels?ids=${items.map((p) => p.id).join(',')}`);
  await expect(page.getByRole('heading', { name: '2 etiket' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Kâğıt' })).toBeVisible();
});
