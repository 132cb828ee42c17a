import { describe, expect, it } from 'vitest';
import { dashboardOffice } from './scope';

describe("the dashboard's scope", () => {
  it('follows ?office= (empty: the network), else the user’s office', () => {
    expect(dashboardOffice(new URLSearchParams('office=off_003'), 'off_001')).toBe('off_003');
    expect(dashboardOffice(new URLSearchParams('office='), 'off_001')).toBeNull();
    expect(dashboardOffice(new URLSearchParams(), 'off_001')).toBe('off_001');
    expect(dashboardOffice(new URLSearchParams(), null)).toBeNull();
  });

  it("keeps a clerk on his own office's figures, whatever the address asks", () => {
    expect(dashboardOffice(new URLSearchParams('office=off_003'), 'off_001', true)).toBe('off_001');
    expect(dashboardOffice(new URLSearchParams('office='), 'off_001', true)).toBe('off_001');
  });
});
