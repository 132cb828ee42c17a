import './noEval';
import { expect, it, vi } from 'vitest';
import { config, z } from 'zod';

it('has zod check object schemas without compiling code, so the page policy refuses nothing', () => {
  expect(config().jitless).toBe(true);
  const compile = vi.spyOn(globalThis, 'Function');
  const parcel = z.object({ trackingNumber: z.string().min(1), weightKg: z.number().positive() });
  for (let i = 0; i < 3; i++)
    expect(parcel.parse({ trackingNumber: 'CR1', weightKg: 2 })).toEqual({ trackingNumber: 'CR1', weightKg: 2 });
  expect(parcel.safeParse({ trackingNumber: '', weightKg: 2 }).success).toBe(false);
  expect(compile).not.toHaveBeenCalled();
  compile.mockRestore();
});
