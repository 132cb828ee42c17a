import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose schema, zod and the zod resolver load on first use, so a page
 * whose only form is small (sign-in) does not carry the validation library at first load.
 * `preload` starts the loading early (the forms call it when they are first focused), so the first
 * submit does not wait; a failed load is tried again on the next submit.
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
  const resolver: Resolver<V> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload: () => void preload().catch(() => undefined) };
}
