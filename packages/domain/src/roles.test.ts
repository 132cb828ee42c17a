import { describe, expect, it } from 'vitest';
import { isRole, roles } from './roles';

describe('roles', () => {
  it('knows the seven staff roles', () => {
    expect(roles).toHaveLength(7);
    expect(isRole('driver')).toBe(true);
    expect(isRole('courier')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
