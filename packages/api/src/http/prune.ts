import type { Store } from '@courier/store';

/**
 * Deletes the rows of `table` whose `field` (an ISO time) is before `before`, a batch of 500 per
 * transaction (a first pruning of a large table does not hold one long transaction): the number deleted.
 */
export async function deleteBefore(
  store: Store,
  table: 'audit' | 'sessions' | 'webhook-deliveries',
  field: string,
  before: string,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await store.table(table).list({
      where: [{ field, before }],
      sort: { key: field, order: 'asc', text: false },
      page: 1,
      size: 500,
    });
    if (!page.items.length) return deleted;
    await store.transaction(async () => {
      for (const row of page.items) if (await store.table(table).delete(row.id)) deleted++;
    });
  }
}
