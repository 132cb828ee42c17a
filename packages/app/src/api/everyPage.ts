import { maxPageSize, type Page } from '@courier/domain';
import { request } from './client';

/**
 * Every row a list call answers for `query`: fetched page by page (the largest page the API
 * gives), `onProgress` told the count as it grows (an export's button shows it). Rows arriving
 * meanwhile shift the pages: a row seen twice is kept once.
 */
export async function everyPage<T extends { id: string }>(
  path: string,
  query: Record<string, string | number | undefined>,
  onProgress: (rows: number) => void,
): Promise<T[]> {
  const rows = new Map<string, T>();
  for (let page = 1; ; page++) {
    const answer = await request<Page<T>>(path, { query: { ...query, page, size: maxPageSize } });
    for (const row of answer.items) rows.set(row.id, row);
    onProgress(rows.size);
    if (page >= answer.lastPage) return [...rows.values()];
  }
}
