/**
 * The top bar's search on SQL: the text of `findable` (@courier/store) as one expression, the
 * very one each table's trigram index is on (./schema.ts), and the query's terms as `LIKE`s on it.
 * `search_fold` and `search_phone` (migration 0010) fold as the memory store does.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Findable, FindTerms } from '@courier/store';

const documentText = (path: string) => {
  if (!/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/.test(path)) throw new Error(`Not a field path: ${path}`);
  return `(doc #>> '{${path.split('.').join(',')}}')`;
};

/** The searched text of a table's row, as SQL text (written into the index and into each query alike). */
export function findExpression(fields: Findable): string {
  const text = fields.text
    .map((f) => {
      const value = `coalesce(${documentText(typeof f === 'string' ? f : f.compact)}, '')`;
      return typeof f === 'string' ? value : `replace(${value}, ' ', '')`;
    })
    .join(` || ' ' || `);
  const phones = (fields.phones ?? []).map((path) => ` || ' ' || search_phone(${documentText(path)})`).join('');
  return `(search_fold(${text})${phones})`;
}

/** `LIKE` pattern for text anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word held, or the phone's digits: as `findMatches` of @courier/store. */
export function findCondition(fields: Findable, terms: FindTerms): SQL {
  const text = sql.raw(findExpression(fields));
  const alternatives: SQL[] = [];
  if (terms.words.length)
    alternatives.push(
      sql`(${sql.join(
        terms.words.map((w) => sql`${text} like ${containing(w)}`),
        sql` and `,
      )})`,
    );
  if (terms.digits !== null) alternatives.push(sql`${text} like ${containing(terms.digits)}`);
  return alternatives.length ? sql`(${sql.join(alternatives, sql` or `)})` : sql`false`;
}
