import type { ZodType } from 'zod';

export interface Checked<V> {
  /** The values as the schema gives them back (trimmed), or as they came when the checks could not load. */
  values: V;
  /** The first message key of each wrong field, by the field's name; empty when all is well. */
  errors: Record<string, string>;
}

/**
 * A form's checks whose schema (and zod with it) loads on first use, so a page whose only form is
 * small (sign-in) does not carry the validation library at first load. `preload` starts the
 * loading early (the forms call it when they are first focused), so the first submit does not
 * wait. If the checks cannot be loaded (the network dropped), the values go through unchecked:
 * the server checks every call and answers with the same field errors; the next check tries the
 * load again.
 */
export function lazyChecks<V>(load: () => Promise<ZodType>) {
  let ready: Promise<ZodType> | undefined;
  const schema = () =>
    (ready ??= load().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  const check = async (values: Record<string, unknown>): Promise<Checked<V>> => {
    const loaded = await schema().catch(() => null);
    const result = loaded?.safeParse(values);
    if (!result) return { values: values as V, errors: {} };
    if (result.success) return { values: result.data as V, errors: {} };
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
    return { values: values as V, errors };
  };
  return { check, preload: () => void schema().catch(() => undefined) };
}

export type LazyChecks<V> = ReturnType<typeof lazyChecks<V>>;
