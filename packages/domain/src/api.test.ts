import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors, listQuery, paginate } from './api';
import { parcelInput } from './parcel';
import { customerInput, routeInput, truckInput } from './network';

describe('paginate', () => {
  it('is 1-based and past the end gives no items (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 300 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 60 }),
        (all, page, size) => {
          const result = paginate(all, page, size);
          expect(result.lastPage).toBe(Math.max(1, Math.ceil(all.length / size)));
          expect(result.total).toBe(all.length);
          expect(result.items).toEqual(all.slice((page - 1) * size, page * size));
          if (page > result.lastPage) expect(result.items).toEqual([]);
          expect(result.items.length).toBeLessThanOrEqual(size);
        },
      ),
    );
  });

  it('the pages together are the whole list, in order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 200 }), fc.integer({ min: 1, max: 30 }), (all, size) => {
        const { lastPage } = paginate(all, 1, size);
        const joined = Array.from({ length: lastPage }, (_, i) => paginate(all, i + 1, size).items).flat();
        expect(joined).toEqual(all);
      }),
    );
  });
});

describe('list queries', () => {
  it('defaults and coerces', () => {
    expect(listQuery.parse({})).toMatchObject({ page: 1, size: 25, order: 'asc' });
    expect(listQuery.parse({ page: '3', size: '50' })).toMatchObject({ page: 3, size: 50 });
  });
  it('refuses negative, non-numeric and huge pages', () => {
    for (const page of ['-1', '0', 'abc', '1e12', '2.5']) expect(listQuery.safeParse({ page }).success).toBe(false);
    expect(listQuery.safeParse({ size: '1000' }).success).toBe(false);
  });
});

describe('field errors', () => {
  const booking = {
    customerId: 'c1',
    sender: {
      name: 'Ayşe Yılmaz',
      phone: '+905321234567',
      address: { line1: 'Atatürk Cd. 1', district: 'Osmangazi', city: 'Bursa', postalCode: '16010' },
    },
    receiver: {
      name: 'Mehmet Demir',
      phone: '+905321234568',
      address: { line1: 'Kızılay 2', district: 'Çankaya', city: 'Ankara', postalCode: '06420' },
    },
    originOfficeId: 'o1',
    destinationOfficeId: 'o2',
    service: 'standard',
    pieces: 1,
    weightKg: 2,
    dimensionsCm: { length: 30, width: 20, height: 10 },
    contents: 'Books',
    fragile: false,
    declaredValue: 500,
    paymentMode: 'prepaid',
    codAmount: 0,
  };

  it('accepts a valid booking', () => {
    expect(parcelInput.safeParse(booking).success).toBe(true);
  });

  it('gives one code per field path', () => {
    const result = parcelInput.safeParse({
      ...booking,
      receiver: { ...booking.receiver, phone: '0532' },
      pieces: 21,
      weightKg: 0,
      paymentMode: 'cod',
      codAmount: 0,
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues)).toEqual({
      'receiver.phone': 'phone',
      pieces: 'too_big',
      weightKg: 'too_small',
      codAmount: 'cod_required',
    });
  });

  it('knows the business rules of customers, routes and trucks', () => {
    const customer = {
      type: 'business',
      name: 'Ali Veli',
      companyName: null,
      taxNumber: '123',
      email: 'a@b.tr',
      phone: '+905551112233',
      addresses: [{ label: 'HQ', ...booking.sender.address }],
      homeOfficeId: 'o1',
      creditLimit: null,
      notes: '',
      active: true,
    };
    expect(fieldErrors(customerInput.safeParse(customer).error!.issues)).toMatchObject({ taxNumber: 'tax_number' });
    const route = {
      code: 'R-01',
      name: 'Bursa - Ankara',
      type: 'line_haul',
      stops: [
        { officeId: 'a', offsetMin: 10 },
        { officeId: 'a', offsetMin: 5 },
      ],
      distanceKm: 380,
      days: [1, 2],
      departureTime: '18:00',
      active: true,
    };
    expect(fieldErrors(routeInput.safeParse(route).error!.issues)).toEqual({
      stops: 'duplicate_stop',
      'stops.0.offsetMin': 'first_offset',
      'stops.1.offsetMin': 'offset_order',
    });
    expect(truckInput.shape.plate.safeParse('34abc123').data).toBe('34 ABC 123');
    expect(fieldErrors(truckInput.shape.plate.safeParse('99 ABC 123').error!.issues)).toEqual({ _: 'plate' });
  });
});
