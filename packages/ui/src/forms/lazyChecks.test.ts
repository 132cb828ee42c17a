import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyChecks } from './lazyChecks';

const schema = z
  .object({
    email: z.string().trim().email('shell.auth.errors.email'),
    password: z.string().min(1, 'shell.auth.errors.required'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'shell.auth.reset.mismatch' });

describe('lazyChecks', () => {
  it('loads the schema once, on first use, and checks with it', async () => {
    const load = vi.fn(async () => schema);
    const { check, preload } = lazyChecks<{ email: string }>(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    const wrong = await check({ email: 'nope', password: '', confirm: '' });
    expect(wrong.errors).toEqual({ email: 'shell.auth.errors.email', password: 'shell.auth.errors.required' });
    const right = await check({ email: ' a@b.co ', password: 'x', confirm: 'x' });
    expect(right).toEqual({ values: { email: 'a@b.co', password: 'x', confirm: 'x' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('names the field a whole-form rule points at', async () => {
    const { check } = lazyChecks(async () => schema);
    expect((await check({ email: 'a@b.co', password: 'one', confirm: 'two' })).errors).toEqual({
      confirm: 'shell.auth.reset.mismatch',
    });
  });

  it('lets the values through when the checks cannot load, and tries the load again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const { check } = lazyChecks<{ email: string }>(load);
    expect(await check({ email: 'nope', password: 'x', confirm: 'x' })).toEqual({
      values: { email: 'nope', password: 'x', confirm: 'x' },
      errors: {},
    });
    expect((await check({ email: 'nope', password: 'x', confirm: 'x' })).errors).toEqual({
      email: 'shell.auth.errors.email',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
