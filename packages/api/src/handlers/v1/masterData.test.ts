import { describe, expect, it } from 'vitest';
import { booking } from '../../testing/fixtures';
import { call, signIn, useApi } from '../../testing/harness';

useApi({ resetEach: true });

const newOffice = {
  code: 'ESK',
  name: 'Eskişehir',
  type: 'branch',
  address: { line1: 'İki Eylül Cd. 10', district: 'Tepebaşı', city: 'Eskişehir', postalCode: '26010' },
  location: { lat: 39.7767, lng: 30.5206 },
  phone: '+902222222222',
  email: 'esk@courier.test',
  openingHours: 'Mon-Fri 08:30-19:00',
  active: true,
};

describe('offices', () => {
  it('creates, edits and deletes an unused office', async () => {
    const token = await signIn('dispatcher');
    const created = await call('post', '/api/v1/offices', { token, body: newOffice });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'ESK', id: expect.stringMatching(/^off_/) });
    const edited = await call('patch', `/api/v1/offices/${created.body.id}`, {
      token,
      body: { openingHours: 'Mon-Sat 08:00-20:00' },
    });
    expect(edited.body.openingHours).toBe('Mon-Sat 08:00-20:00');
    // Deleting is for admin and manager.
    expect((await call('delete', `/api/v1/offices/${created.body.id}`, { token })).status).toBe(403);
    expect(await call('delete', `/api/v1/offices/${created.body.id}`, { token: await signIn('manager') })).toEqual({
      status: 200,
      body: true,
    });
  });

  it('keeps codes unique and names each wrong field', async () => {
    const token = await signIn('admin');
    const taken = await call('post', '/api/v1/offices', { token, body: { ...newOffice, code: 'IST' } });
    expect(taken).toMatchObject({ status: 422, body: { error: { code: 'validation', fields: { code: 'taken' } } } });
    const wrong = await call('post', '/api/v1/offices', {
      token,
      body: { ...newOffice, code: 'es', phone: '0222', address: { ...newOffice.address, postalCode: '123' } },
    });
    expect(wrong.body.error.fields).toEqual({
      code: 'office_code',
      phone: 'phone',
      'address.postalCode': 'postal_code',
    });
  });

  it('refuses to delete an office in use, and changes nothing', async () => {
    const token = await signIn('admin');
    const answer = await call('delete', '/api/v1/offices/off_005', { token });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('in_use');
    expect(answer.body.error.usage).toMatchObject({ drivers: expect.any(Number), routes: expect.any(Number) });
    expect((await call('get', '/api/v1/offices/off_005', { token })).status).toBe(200);
  });
});

describe('customers', () => {
  const business = {
    type: 'business',
    name: 'Ayşe Kaya',
    companyName: 'Ege Tekstil Ltd. Şti.',
    taxNumber: '1234567890',
    email: 'orders@egetekstil.example',
    phone: '+902324445566',
    addresses: [{ label: 'Head office', line1: 'Gazi Blv. 5', district: 'Konak', city: 'İzmir', postalCode: '35210' }],
    homeOfficeId: 'off_004',
    creditLimit: 50000,
    notes: '',
    active: true,
  };

  it('numbers new customers and checks the business rules', async () => {
    const token = await signIn('clerk');
    const created = await call('post', '/api/v1/customers', { token, body: business });
    expect(created.body.code).toBe('CUS-000601');
    const noTax = await call('post', '/api/v1/customers', { token, body: { ...business, taxNumber: null } });
    expect(noTax.body.error.fields).toEqual({ taxNumber: 'required' });
    const person = await call('post', '/api/v1/customers', {
      token,
      body: { ...business, type: 'individual', companyName: null, taxNumber: null, creditLimit: 1000 },
    });
    expect(person.body.error.fields).toEqual({ creditLimit: 'business_only' });
    const dupe = await call('post', '/api/v1/customers', { token, body: { ...business, email: 'other@example.com' } });
    expect(dupe.body.error.fields).toEqual({ taxNumber: 'taken' });
    const nowhere = await call('post', '/api/v1/customers', {
      token,
      body: { ...business, taxNumber: '9999999999', homeOfficeId: 'off_404' },
    });
    expect(nowhere.body.error.fields).toEqual({ homeOfficeId: 'not_found' });
  });

  // Issue 64, item 6: a walk-in sender is made at the counter, from the booking form, by the clerk
  // who books his parcel; the roles that book no parcels make no customers.
  it('lets a clerk make a walk-in sender and book for him; other roles are refused and nothing is kept', async () => {
    const walkIn = {
      ...business,
      type: 'individual',
      name: 'Zeynep Arslan',
      companyName: null,
      taxNumber: null,
      creditLimit: null,
      email: 'zeynep@example.com',
      phone: '+905334445566',
      addresses: [
        { label: 'Main', line1: 'Bağdat Cd. 120/4', district: 'Kadıköy', city: 'İstanbul', postalCode: '34728' },
      ],
      homeOfficeId: 'off_001',
    };
    const manager = await signIn('manager');
    const count = async () =>
      (await call('get', '/api/v1/customers', { token: manager, query: { size: 1 } })).body.total;
    const before = await count();
    for (const role of ['dispatcher', 'support', 'finance', 'driver'] as const) {
      const refused = await call('post', '/api/v1/customers', { token: await signIn(role), body: walkIn });
      expect(refused.status, role).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
    expect(await count()).toBe(before);

    const clerk = await signIn('clerk');
    const made = await call('post', '/api/v1/customers', { token: clerk, body: walkIn });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: 'CUS-000601', name: 'Zeynep Arslan', homeOfficeId: 'off_001' });
    expect(await count()).toBe(before + 1);
    const sender = { name: walkIn.name, phone: walkIn.phone, address: booking.sender.address };
    const booked = await call('post', '/api/v1/parcels', {
      token: clerk,
      body: { ...booking, customerId: made.body.id, sender },
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ customerId: made.body.id, sender: { name: 'Zeynep Arslan' } });
  });

  it('rechecks the rules after a partial edit', async () => {
    const token = await signIn('admin');
    const customer = (await call('get', '/api/v1/customers', { token, query: { type: 'business' } })).body.items[0];
    const answer = await call('patch', `/api/v1/customers/${customer.id}`, { token, body: { taxNumber: null } });
    expect(answer.body.error.fields).toEqual({ taxNumber: 'required' });
  });
});

describe('trucks and drivers', () => {
  it('normalises Turkish plates and keeps them unique', async () => {
    const token = await signIn('dispatcher');
    const truck = {
      plate: '06abc1234',
      make: 'Ford',
      model: 'Cargo',
      year: 2022,
      capacityKg: 12000,
      capacityM3: 50,
      status: 'available',
      homeOfficeId: 'off_003',
      odometerKm: 1200,
      nextServiceAt: '2027-01-10',
      insuranceExpiry: '2027-06-01',
    };
    const created = await call('post', '/api/v1/trucks', { token, body: truck });
    expect(created.body.plate).toBe('06 ABC 1234');
    expect(
      (await call('post', '/api/v1/trucks', { token, body: { ...truck, plate: '06 ABC 1234' } })).body.error.fields,
    ).toEqual({ plate: 'taken' });
    expect(
      (await call('post', '/api/v1/trucks', { token, body: { ...truck, plate: '99 X 12' } })).body.error.fields,
    ).toEqual({ plate: 'plate' });
  });

  it('refuses an active driver with an expired licence', async () => {
    const token = await signIn('dispatcher');
    const driver = {
      employeeNo: 'DRV-0100',
      name: 'Onur Koç',
      phone: '+905551234567',
      email: 'onur@courier.test',
      licenseNumber: 'TR998877',
      licenseClass: 'CE',
      licenseExpiry: '2026-01-01',
      homeOfficeId: 'off_001',
      status: 'available',
      avatar: null,
    };
    expect((await call('post', '/api/v1/drivers', { token, body: driver })).body.error.fields).toEqual({
      licenseExpiry: 'expired',
    });
    expect((await call('post', '/api/v1/drivers', { token, body: { ...driver, status: 'on_leave' } })).status).toBe(
      201,
    );
    expect(
      (
        await call('post', '/api/v1/drivers', {
          token,
          body: { ...driver, licenseNumber: 'TR1', licenseExpiry: '2030-01-01' },
        })
      ).body.error.fields,
    ).toEqual({ licenseNumber: 'too_small' });
    expect(
      (
        await call('post', '/api/v1/drivers', {
          token,
          body: { ...driver, licenseExpiry: '2030-01-01', status: 'off_duty' },
        })
      ).body.error.fields,
    ).toEqual({ employeeNo: 'taken', licenseNumber: 'taken' });
  });
});

describe('routes', () => {
  it('needs two distinct stops with growing offsets on existing offices', async () => {
    const token = await signIn('dispatcher');
    const route = {
      code: 'R-11',
      name: 'Bursa – Antalya',
      type: 'line_haul',
      stops: [
        { officeId: 'off_005', offsetMin: 0 },
        { officeId: 'off_006', offsetMin: 420 },
      ],
      distanceKm: 540,
      days: [1, 3, 5],
      departureTime: '22:00',
      active: true,
    };
    expect((await call('post', '/api/v1/routes', { token, body: route })).status).toBe(201);
    const bad = await call('post', '/api/v1/routes', {
      token,
      body: {
        ...route,
        code: 'R-12',
        stops: [
          { officeId: 'off_404', offsetMin: 0 },
          { officeId: 'off_006', offsetMin: 420 },
        ],
      },
    });
    expect(bad.body.error.fields).toEqual({ 'stops.0.officeId': 'not_found' });
    expect(
      (await call('post', '/api/v1/routes', { token, body: { ...route, code: 'R-01' } })).body.error.fields,
    ).toEqual({ code: 'taken' });
    expect((await call('delete', '/api/v1/routes/rte_001', { token: await signIn('admin') })).body.error.code).toBe(
      'in_use',
    );
  });
});
