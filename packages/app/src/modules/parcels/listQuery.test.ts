import { describe, expect, it } from 'vitest';
import { noParcelFilters } from '@courier/ui';
import { apiQuery, defaultSort, readView, writeView, type ParcelListView } from './listQuery';

describe('the parcel list view in the URL', () => {
  it('keeps a plain list plain, and reads it back as the default', () => {
    const view: ParcelListView = { filters: noParcelFilters, sort: defaultSort, page: 1, size: 25 };
    expect(writeView(view).toString()).toBe('');
    expect(readView(new URLSearchParams())).toEqual(view);
  });

  it('orders by an amount only for a role that sees it on every parcel', () => {
    const byTotal = new URLSearchParams('sort=total&order=desc');
    expect(readView(byTotal, 'finance').sort).toEqual({ id: 'total', direction: 'desc' });
    expect(readView(byTotal, 'clerk').sort).toEqual(defaultSort);
    expect(readView(new URLSearchParams('sort=codAmount'), 'support').sort).toEqual(defaultSort);
    expect(readView(new URLSearchParams('sort=receiver'), 'clerk').sort).toEqual({ id: 'receiver', direction: 'desc' });
  });

  it('round-trips every filter, the sort and the page', () => {
    const view: ParcelListView = {
      filters: {
        q: 'ayşe',
        status: 'in_transit',
        service: 'express',
        originOfficeId: 'off_ist',
        destinationOfficeId: 'off_ank',
        paymentMode: 'cod',
        codStatus: 'pending',
        from: '2026-11-01',
        to: '2026-11-20',
      },
      sort: { id: 'receiver', direction: 'asc' },
      page: 3,
      size: 50,
    };
    expect(readView(new URLSearchParams(writeView(view).toString()))).toEqual(view);
    expect(readView(writeView({ ...view, sort: null })).sort).toBeNull();
  });

  it('drops what it does not know instead of sending it to the server', () => {
    const view = readView(
      new URLSearchParams(
        'status=teleported&service=x&sort=password&page=-2&size=7&from=yesterday&payment=cash&cod=maybe',
      ),
    );
    expect(view).toEqual({ filters: noParcelFilters, sort: defaultSort, page: 1, size: 25 });
  });

  it('asks the API with its own names and leaves the empty ones out', () => {
    const query = apiQuery({
      filters: { ...noParcelFilters, status: 'delivered', originOfficeId: 'off_ist' },
      sort: { id: 'total', direction: 'asc' },
      page: 2,
      size: 25,
    });
    expect(query).toEqual({
      q: undefined,
      status: 'delivered',
      service: undefined,
      originOfficeId: 'off_ist',
      destinationOfficeId: undefined,
      paymentMode: undefined,
      codStatus: undefined,
      from: undefined,
      to: undefined,
      sort: 'total',
      order: 'asc',
      page: 2,
      size: 25,
    });
  });
});

describe('the scan log view in the URL', () => {
  it('round-trips its filters and drops unknown event types', async () => {
    const { readHistoryView, writeHistoryView } = await import('./HistoryPage');
    const view = readHistoryView(
      new URLSearchParams(
        'from=2026-11-01&to=2026-11-20&office=off_ist&type=delivered&user=usr_1&trip=trp_1&number=CP1234&order=asc&page=2',
      ),
    );
    expect(view.filters).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
      officeId: 'off_ist',
      type: 'delivered',
      userId: 'usr_1',
      tripId: 'trp_1',
      trackingNumber: 'CP1234',
    });
    expect(readHistoryView(writeHistoryView(view))).toEqual(view);
    expect(readHistoryView(new URLSearchParams('type=teleported&sort=password')).filters.type).toBeNull();
    expect(writeHistoryView(readHistoryView(new URLSearchParams())).toString()).toBe('');
  });
});
