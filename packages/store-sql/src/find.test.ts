import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSnapshot, phoneDigits, searchFold } from '@courier/store';
import { openDatabase } from './connect';

const database = await openDatabase({});
await database.migrate();
afterAll(() => database.close());

const one = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows[0]!.v as string;

describe("the search's folding in SQL", () => {
  it('folds every letter as the memory store does', async () => {
    const sample = createSnapshot({ now: new Date('2026-11-20T09:30:00Z') });
    const texts = [
      'IİıiÇçĞğÖöŞşÜüÂâÎîÛûÉéÈèÊêËëÀàÁáÄäÓóÒòÔôÚúÙùÑñ ABCXYZ abcxyz 0123 -_.,()',
      'Ahmet Çetin',
      'İSTANBUL Isparta ığdır',
      'Привет Ωμέγα ß Æ ǅ',
      ...sample.customers.slice(0, 200).flatMap((c) => [c.name, c.companyName ?? '', c.addresses[0]!.city]),
    ];
    for (const text of texts) expect(await one(sql`select search_fold(${text}) as v`), text).toBe(searchFold(text));
  });

  it('reads a phone by its digits, a Turkish one by its ten national digits', async () => {
    for (const phone of ['+905321234567', '+4915112345678', '+90 532 123 45 67', '', null])
      expect(await one(sql`select search_phone(${phone}) as v`), String(phone)).toBe(phoneDigits(phone));
  });
});
