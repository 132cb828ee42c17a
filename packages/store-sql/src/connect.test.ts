import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connect';

describe('PGlite started from a copy', () => {
  it('holds what the copied database held, and changes apart from it', async () => {
    const first = await openDatabase({});
    await first.migrate();
    await first.db.execute(sql`create table kept (name text)`);
    await first.db.execute(sql`insert into kept values ('copied')`);
    const copy = await first.dump!();
    await first.db.execute(sql`insert into kept values ('after the copy')`);

    const second = await openDatabase({ from: copy });
    try {
      await second.db.execute(sql`insert into kept values ('in the second only')`);
      const names = async (database: typeof first) =>
        (await database.db.execute(sql`select name from kept order by name`)).rows.map((row) => row.name);
      expect(await names(second)).toEqual(['copied', 'in the second only']);
      expect(await names(first)).toEqual(['after the copy', 'copied']);
      // The migrations came along: migrating again finds nothing to do.
      await second.migrate();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});
