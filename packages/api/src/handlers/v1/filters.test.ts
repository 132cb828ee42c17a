/**
 * List filters take what the OpenAPI document says they take: an enum filter one of its values
 * or several comma-separated, a boolean filter exactly `true` or `false`; anything else is a 400
 * naming the filter, never an empty page. On every store.
 */
import { describe, expect, it } from 'vitest';
import { call, signIn, useApi } from '../../testing/harness';

useApi({ parcels: 300 });

describe('list filters', () => {
  it('refuse a value outside an enum, alone or in a list, naming the filter and its values', async () => {
    const token = await signIn('admin');
    const bogus = await call('get', '/api/v1/parcels', { token, query: { status: 'bogus' } });
    expect(bogus.status).toBe(400);
    expect(bogus.body.error).toMatchObject({ code: 'bad_request', fields: { status: 'invalid' } });
    expect(bogus.body.error.message).toContain('"bogus"');
    expect(bogus.body.error.message).toContain('delivered');
    const mixed = await call('get', '/api/v1/parcels', { token, query: { status: 'created,bogus' } });
    expect(mixed.status).toBe(400);
    const audit = await call('get', '/api/v1/audit', { token, query: { recordType: 'nothing' } });
    expect(audit.body.error.fields).toEqual({ recordType: 'invalid' });
  });

  it('take several enum values comma-separated: the union of each alone', async () => {
    const token = await signIn('admin');
    const count = async (status: string) =>
      (await call('get', '/api/v1/parcels', { token, query: { status, size: 1 } })).body.total as number;
    const created = await count('created');
    const atOffice = await count('at_office');
    expect(created + atOffice).toBeGreaterThan(0);
    expect(await count('created,at_office')).toBe(created + atOffice);
  });

  it('take exactly true or false for a boolean field: 1, 0 or yes is a 400, not an empty page', async () => {
    const token = await signIn('admin');
    const count = async (fragile: string) =>
      (await call('get', '/api/v1/parcels', { token, query: { fragile, size: 1 } })).body.total as number;
    const all = (await call('get', '/api/v1/parcels', { token, query: { size: 1 } })).body.total as number;
    const fragile = await count('true');
    expect(fragile).toBeGreaterThan(0);
    expect(fragile + (await count('false'))).toBe(all);
    for (const wrong of ['1', '0', 'yes', 'TRUE', 'true,false']) {
      const answer = await call('get', '/api/v1/parcels', { token, query: { fragile: wrong } });
      expect(answer.status, wrong).toBe(400);
      expect(answer.body.error.fields, wrong).toEqual({ fragile: 'invalid' });
    }
    const offices = await call('get', '/api/v1/offices', { token, query: { active: '1' } });
    expect(offices.status).toBe(400);
  });

  it('leave reference filters free text (ids, comma-separated)', async () => {
    const token = await signIn('admin');
    const answer = await call('get', '/api/v1/parcels', { token, query: { customerId: 'nobody,nothing' } });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(0);
  });

  it('find the scan log’s events by part of a tracking number, as the parcels history filters them', async () => {
    const token = await signIn('admin');
    const [parcel] = (await call('get', '/api/v1/parcels', { token, query: { size: 1 } })).body.items as {
      trackingNumber: string;
    }[];
    // Its serial's last six digits, as a clerk types what he reads off a label.
    const part = parcel!.trackingNumber.slice(5, 11);
    const answer = await call('get', '/api/v1/parcel-events', { token, query: { q: part, size: 100 } });
    expect(answer.status).toBe(200);
    const numbers = new Set((answer.body.items as { trackingNumber: string }[]).map((e) => e.trackingNumber));
    expect(numbers).toContain(parcel!.trackingNumber);
    for (const n of numbers) expect(n).toContain(part);
    expect(answer.body.total).toBeLessThan((await call('get', '/api/v1/parcel-events', { token })).body.total);
  });
});
