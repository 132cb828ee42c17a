import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose schema, zod and the zod resolver load on first use, so a page
 * whose only form is small (sign-in) does not carry the validation library at first load.
 * `preload` starts the loading early (the forms call it when they are first focused), so the first
 * submit does not wait. If the checks cannot be loaded (the network dropped), the values go
 * through unchecked: the server checks every call and answers with the same field errors; the
 * next submit tries the load again.
 */
export function lazyResolver<V extends FieldValues>(load: () => Promise<ZodType>) {
  let ready: Promise<Resolver<V>> | undefined;
  const preload = () =>
    (ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<V>,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<V> = async (values, context, options) => {
    const check = await preload().catch(() => null);
    return check ? check(values, context, options) : { values, errors: {} };
  };
  return { resolver, preload: () => void preload().catch(() => undefined) };
}
