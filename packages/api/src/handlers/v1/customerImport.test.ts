import { describe, expect, it } from 'vitest';
import { call, signIn, useApi } from '../../testing/harness';

useApi({ resetEach: true });

const path = '/api/v1/customers/import';
const person = (i: number) => ({
  type: 'individual',
  name: `Elif Çelik ${i}`,
  companyName: null,
  taxNumber: null,
  email: `elif.${i}@import.example`,
  phone: '+905551112233',
  addresses: [{ label: 'Main', line1: `Gül Sk. ${i}`, district: 'Kadıköy', city: 'İstanbul', postalCode: '34710' }],
  homeOfficeId: 'off_001',
  creditLimit: null,
  notes: '',
  active: true,
});
const business = (i: number, taxNumber: string) => ({
  ...person(i),
  type: 'business',
  companyName: `Ege Tekstil ${i} Ltd.`,
  taxNumber,
  creditLimit: 50000,
});
const count = async (token: string) =>
  (await call('get', '/api/v1/customers', { token, query: { size: 1 } })).body.total as number;

describe('importing customers (POST /api/v1/customers/import)', () => {
  it('adds every valid row as a new customer, numbered in row order, with one audit row', async () => {
    const manager = await signIn('manager');
    const before = await count(manager);
    const answer = await call('post', path, {
      token: manager,
      body: { rows: [person(1), business(2, '1112223334'), person(3)], mode: 'valid' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      created: [
        { row: 0, id: 'cus_000601', code: 'CUS-000601' },
        { row: 1, id: 'cus_000602', code: 'CUS-000602' },
        { row: 2, id: 'cus_000603', code: 'CUS-000603' },
      ],
      rejected: [],
    });
    expect(await count(manager)).toBe(before + 3);
    const second = (await call('get', '/api/v1/customers/cus_000602', { token: manager })).body;
    expect(second).toMatchObject({
      ...business(2, '1112223334'),
      code: 'CUS-000602',
      createdAt: '2026-11-20T09:30:00.000Z',
    });
    // The sequence goes on after the block: the next customer made by hand takes the next code.
    const next = await call('post', '/api/v1/customers', { token: manager, body: person(4) });
    expect(next.body.code).toBe('CUS-000604');

    const audit = await call('get', '/api/v1/audit', {
      token: await signIn('admin'),
      query: { action: 'customers.imported' },
    });
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        action: 'customers.imported',
        actorName: 'Murat Özkan',
        recordType: 'customer',
        recordId: 'cus_000601…cus_000603',
        recordLabel: 'CUS-000601 – CUS-000603 (3)',
      }),
    ]);
  });

  it('says each refused row with its field codes: the schema, the office, keys taken or repeated', async () => {
    const clerk = await signIn('clerk');
    const existing = (await call('get', '/api/v1/customers', { token: clerk, query: { type: 'business', size: 1 } }))
      .body.items[0];
    const answer = await call('post', path, {
      token: clerk,
      body: {
        rows: [
          person(1),
          { ...person(2), phone: 'call me' },
          { ...person(3), homeOfficeId: 'off_404' },
          // An existing customer's e-mail, in other letters' case, and another's tax number.
          { ...person(4), email: existing.email.toUpperCase() },
          business(5, existing.taxNumber),
          // The first row's e-mail again, and a business without its tax number.
          { ...person(6), email: 'ELIF.1@import.example' },
          { ...business(7, ''), taxNumber: null },
          person(8),
        ],
        mode: 'valid',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.created.map((c: { row: number }) => c.row)).toEqual([0, 7]);
    expect(answer.body.rejected).toEqual([
      { row: 1, fields: { phone: 'phone' } },
      { row: 2, fields: { homeOfficeId: 'not_found' } },
      { row: 3, fields: { email: 'taken' } },
      { row: 4, fields: { taxNumber: 'taken' } },
      { row: 5, fields: { email: 'duplicate' } },
      { row: 6, fields: { taxNumber: 'required' } },
    ]);
  });

  it('repeats only rows that are taken: a row refused for another reason claims no key', async () => {
    const clerk = await signIn('clerk');
    const answer = await call('post', path, {
      token: clerk,
      body: {
        rows: [
          { ...business(1, '5556667778'), homeOfficeId: 'off_404' },
          business(2, '5556667778'),
          business(3, '5556667778'),
        ],
        mode: 'valid',
      },
    });
    expect(answer.body.created.map((c: { row: number }) => c.row)).toEqual([1]);
    expect(answer.body.rejected).toEqual([
      { row: 0, fields: { homeOfficeId: 'not_found' } },
      { row: 2, fields: { taxNumber: 'duplicate' } },
    ]);
  });

  it('imports nothing when asked for all or none and a row is refused', async () => {
    const manager = await signIn('manager');
    const before = await count(manager);
    const answer = await call('post', path, {
      token: manager,
      body: { rows: [person(1), person(2), { ...person(3), email: 'ELIF.2@IMPORT.EXAMPLE' }], mode: 'all' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'validation',
      message: '1 of 3 rows are not valid; nothing was imported',
      rows: [{ row: 2, fields: { email: 'duplicate' } }],
    });
    expect(await count(manager)).toBe(before);
    const audit = await call('get', '/api/v1/audit', {
      token: await signIn('admin'),
      query: { action: 'customers.imported' },
    });
    expect(audit.body.total).toBe(0);
    // Nothing was numbered either: the next customer takes the next code.
    expect((await call('post', '/api/v1/customers', { token: manager, body: person(4) })).body.code).toBe('CUS-000601');
  });

  it('refuses what is not an import, past its limits, and those who may not create customers', async () => {
    const clerk = await signIn('clerk');
    expect((await call('post', path, { token: clerk, body: { rows: [], mode: 'valid' } })).status).toBe(422);
    expect(
      (await call('post', path, { token: clerk, body: { rows: [person(1)], mode: 'some' } })).body.error.fields,
    ).toEqual({ mode: 'invalid_value' });
    expect(
      (await call('post', path, { token: clerk, body: { rows: [person(1)], mode: 'valid', dryRun: true } })).body.error
        .fields,
    ).toEqual({ dryRun: 'unknown_field' });
    expect((await call('post', path, { token: clerk, raw: '[1,2' })).status).toBe(400);
    const tooMany = await call('post', path, {
      token: clerk,
      body: { rows: Array.from({ length: 10_001 }, () => ({})), mode: 'valid' },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.fields).toEqual({ rows: 'too_big' });
    const tooLarge = await call('post', path, {
      token: clerk,
      raw: JSON.stringify({ rows: [{ ...person(1), notes: 'x'.repeat(13 * 1024 * 1024) }], mode: 'valid' }),
    });
    expect(tooLarge.status).toBe(413);
    for (const role of ['driver', 'dispatcher', 'support', 'finance'])
      expect(
        (await call('post', path, { token: await signIn(role), body: { rows: [person(1)], mode: 'valid' } })).status,
        role,
      ).toBe(403);
    expect((await call('post', path, { body: { rows: [person(1)], mode: 'valid' } })).status).toBe(401);
    expect(await count(clerk)).toBe(600);
  });
});
