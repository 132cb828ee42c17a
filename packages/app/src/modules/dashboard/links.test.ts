import { describe, expect, it } from 'vitest';
import { listHref } from './links';

describe('dashboard links', () => {
  it('speaks each list page’s own parameter names', () => {
    expect(
      listHref({
        resource: 'parcels',
        params: { paymentMode: 'cod', codStatus: 'pending', destinationOfficeId: 'off_001' },
      }),
    ).toBe('/secure/parcels?payment=cod&cod=pending&to_office=off_001');
    expect(
      listHref({
        resource: 'parcel-events',
        params: { type: 'delivery_failed', from: '2026-11-21', to: '2026-11-21', officeId: 'off_003' },
      }),
    ).toBe('/secure/parcels-history?type=delivery_failed&from=2026-11-21&to=2026-11-21&office=off_003');
    expect(listHref({ resource: 'complaints', params: { status: 'open,in_progress,awaiting_customer' } })).toBe(
      '/secure/complaints?status=open%2Cin_progress%2Cawaiting_customer',
    );
    expect(listHref({ resource: 'trips', params: {} })).toBe('/secure/trips');
  });

  it('refuses a filter the list page would drop', () => {
    expect(() => listHref({ resource: 'complaints', params: { customerId: 'cus_1' } })).toThrow(
      /no filter for customerId/,
    );
  });
});
