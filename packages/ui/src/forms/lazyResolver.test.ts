import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazyResolver';

const schema = z.object({ email: z.string().trim().email('shell.auth.errors.email') });
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('lazyResolver', () => {
  it('loads the schema once, on first use, and checks with it', async () => {
    const load = vi.fn(async () => schema);
    const { resolver, preload } = lazyResolver<{ email: string }>(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    const wrong = await resolver({ email: 'nope' }, undefined, options);
    expect(wrong.errors.email?.message).toBe('shell.auth.errors.email');
    const right = await resolver({ email: ' a@b.co ' }, undefined, options);
    expect(right).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the values through when the checks cannot load, and tries the load again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const { resolver } = lazyResolver<{ email: string }>(load);
    expect(await resolver({ email: 'nope' }, undefined, options)).toEqual({ values: { email: 'nope' }, errors: {} });
    const again = await resolver({ email: 'nope' }, undefined, options);
    expect(again.errors.email?.message).toBe('shell.auth.errors.email');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
