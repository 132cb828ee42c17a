/** Staff roles of DOMAIN.md section 1. */
export const roles = ['admin', 'manager', 'dispatcher', 'clerk', 'driver', 'support', 'finance'] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (roles as readonly string[]).includes(value);
