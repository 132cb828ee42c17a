import { readFile } from 'node:fs/promises';
import { chooseFirst, expect, signIn, test } from './helpers';

const csv = `Receiver,Phone,Address,District,City,Postal code,Destination,Service,Weight,Length,Width,Height,Contents,COD,Order
Mehmet Demir,+90 532 123 45 67,Atatürk Blv. 12/4,Çankaya,Ankara,06690,ANK,express,"2,5",40,30,20,Books,850,ORD-1
Ayşe Kaya,call me,İnönü Cd. 5,Kadıköy,İstanbul,34710,IST,,1.2,20,20,10,Shoes,,ORD-2
Can Yıldız,+905551112233,Kordon 3,Konak,İzmir,35210,IZM,economy,4,30,30,30,Toys,,ORD-3
`;

test('a customer’s CSV of bookings: columns guessed, rows checked, problems reported, the valid ones booked and labelled', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'clerk@courier.test', '/secure/parcels');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL('/secure/parcels/import');
  // The template: the columns this import reads, and one example row (read back in the unit test).
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the template (CSV)' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('bookings-template.csv');
  expect((await readFile((await template.path())!, 'utf8')).split('\r\n')[0]).toBe(
    '\uFEFFReceiver,Receiver phone,Address,District,City,Postal code,Destination office,Service,Pieces,Weight (kg),Length (cm),Width (cm),Height (cm),Contents,Declared value,Payment,COD amount,Fragile,Reference',
  );
  await chooseFirst(page, /Customer/, 'a');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(page.getByText('orders.csv: 3 rows')).toBeVisible();
  await expect(page.getByText('3 rows: 2 ready to book, 1 with problems.')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toContainText(
    '3Receiver phonecall meA phone number, like 0532 123 45 67',
  );

  // The report: the rejected row as it was, its line and its problem.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the problems (CSV)' }).click(),
  ]);
  const report = await readFile((await file.path())!, 'utf8');
  expect(report).toContain('Line,Receiver,Phone');
  expect(report).toContain('3,Ayşe Kaya,call me');
  expect(report).toContain('Receiver phone: A phone number, like 0532 123 45 67');

  await page.getByRole('button', { name: 'Book 2 parcels' }).click();
  await expect(page.getByText('2 parcels booked.')).toBeVisible();
  await expect(page.getByText('1 row was not booked: see the problems.')).toBeVisible();
  await page.getByRole('link', { name: 'Print their labels' }).click();
  await expect(page.getByRole('heading', { name: '2 labels' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Mehmet Demir');
});

test('Turkish: a file saved by Excel in Windows Turkish, with Turkish headers', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('courier.language', 'tr'));
  await signIn(page, 'clerk@courier.test', '/secure/parcels/import');
  await chooseFirst(page, /Müşteri/, 'a');
  const text =
    'Alıcı;Telefon;Adres;İlçe;İl;Posta kodu;Varış şubesi;Ağırlık;Boy;En;Yükseklik;İçerik\nÇağrı Öztürk;+905321234567;Gül Sk. 4;Çankaya;Ankara;06690;ANK;2;20;20;20;Kitap\n';
  // windows-1254: the Turkish letters are single bytes.
  const turkish: Record<string, number> = {
    ı: 0xfd,
    İ: 0xdd,
    ş: 0xfe,
    Ş: 0xde,
    ğ: 0xf0,
    Ğ: 0xd0,
    ç: 0xe7,
    Ç: 0xc7,
    ö: 0xf6,
    Ö: 0xd6,
    ü: 0xfc,
    Ü: 0xdc,
  };
  const bytes = Buffer.from([...text].map((c) => turkish[c] ?? c.charCodeAt(0)));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'siparisler.csv', mimeType: 'text/csv', buffer: bytes });
  await expect(page.getByText(/Windows Türkçe \(1254\) olarak okundu/)).toBeVisible();
  await expect(page.getByText('1 satır: 1 oluşturulmaya hazır, 0 sorunlu.')).toBeVisible();
  await page.getByRole('button', { name: '1 gönderi oluştur' }).click();
  await expect(page.getByText('1 gönderi oluşturuldu.')).toBeVisible();
});

test('customers from CSV: a manager sees the bad row by line and field, downloads it, and finds the good ones in the list', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const customers = `Name,Company name,Tax number,Email,Phone,Address,District,City,Postal code,Home office,Credit limit
Zeynep Arıkan,Arıkan Tekstil Ltd. Şti.,4455667788,Zeynep@ArikanTekstil.example,0532 111 22 33,Gazi Blv. 5,Konak,İzmir,35210,IZM,"25.000"
Kemal Sunal,,,kemal@example.com,call me,Gül Sk. 4,Kadıköy,İstanbul,34710,IST,
Deniz Yılmaz,,,deniz.yilmaz@example.com,0555 444 55 66,Atatürk Cd. 9,Çankaya,Ankara,06690,ANK,
`;
  await signIn(page, 'manager@courier.test', '/secure/customers');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL('/secure/customers/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import customers' })).toBeVisible();

  // The template: the columns this import reads, and one example row.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the template (CSV)' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('customers-template.csv');
  const columns = (await readFile((await template.path())!, 'utf8')).split('\r\n')[0];
  expect(columns).toBe(
    '\uFEFFType,Name,Company name,Tax number,Email,Phone,Address,District,City,Postal code,Home office,Credit limit,Notes,Active',
  );

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(customers) });
  await expect(page.getByText('customers.csv: 3 rows')).toBeVisible();
  await expect(page.getByText('3 rows: 2 ready to add, 1 with problems.')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toContainText('3Phonecall meA phone number, like 0532 123 45 67');

  // The rejected rows as they were, with their line and problem, to correct and import again.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the problems (CSV)' }).click(),
  ]);
  const report = await readFile((await file.path())!, 'utf8');
  expect(report).toContain('Line,Name,Company name,Tax number,Email,Phone');
  expect(report).toContain('3,Kemal Sunal,,,kemal@example.com,call me');
  expect(report).toContain('Phone: A phone number, like 0532 123 45 67');
  expect(report).not.toContain('Deniz');

  await page.getByRole('button', { name: 'Add 2 customers' }).click();
  await expect(page.getByText('2 customers added.')).toBeVisible();
  await expect(page.getByText('1 row was not added: see the problems.')).toBeVisible();
  await page.getByRole('link', { name: 'See them in the list' }).click();
  await expect(page).toHaveURL(/\/secure\/customers\?sort=createdAt&order=desc/);
  const list = page.getByRole('table', { name: 'Customers' });
  // The newest first: the two added, made in the same moment.
  const newest = list.getByRole('row').nth(1).or(list.getByRole('row').nth(2));
  await expect(newest.filter({ hasText: 'Deniz Yılmaz' })).toContainText('+90 555 444 55 66');
  await expect(newest.filter({ hasText: 'Arıkan Tekstil Ltd. Şti.' })).toContainText('+90 532 111 22 33');
  await expect(list).not.toContainText('Kemal Sunal');

  // The same file again: the two are customers now, so their rows are refused, not merged.
  await page.goto('/secure/customers/import');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(customers) });
  await page.getByRole('button', { name: 'Add 2 customers' }).click();
  await expect(page.getByText('0 customers added.')).toBeVisible();
  await expect(problems).toContainText('2EmailAnother customer already has it');
  await expect(problems).toContainText('2Tax numberAnother customer already has it');
  await expect(problems).toContainText('4EmailAnother customer already has it');
});
