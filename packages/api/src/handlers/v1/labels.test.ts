/**
 * Labels by API (issue 67, item 4): one parcel's or a batch's, as a PDF of A6 pages or as ZPL
 * for a 4×6 in thermal printer; for the staff who read the parcels and for a customer's key with
 * the `labels` scope, its customer's parcels only. On every store.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { maxLabelsPerCall } from '@courier/domain';
import { booking } from '../../testing/fixtures';
import { apiFetch, call, signIn, useApi } from '../../testing/harness';

const { api } = useApi({ parcels: 200, resetEach: true });

/** A label call's answer as bytes, with its headers. */
async function fetchLabel(path: string, token: string, body?: unknown) {
  const response = await apiFetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await api.settled();
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
}

/** A parcel booked at the İstanbul Avrupa counter (2.4 kg, charged by its volume), with changes to the booking. */
async function booked(change: Record<string, unknown> = {}) {
  const answer = await call('post', '/api/v1/parcels', {
    token: await signIn('admin'),
    body: { ...booking, ...change },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: string; trackingNumber: string; customerId: string };
}

/** The `^XA … ^XZ` formats of a ZPL answer. */
const formats = (zpl: string) => zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];

describe('a parcel’s label', () => {
  it('is an A6 PDF to save, named by the tracking number, with the DejaVu fonts for Turkish letters', async () => {
    const parcel = await booked({ receiver: { ...booking.receiver, name: 'Ayşe Işık Güneş' } });
    const answer = await fetchLabel(`/api/v1/parcels/${parcel.id}/label`, await signIn('clerk'));
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${parcel.trackingNumber}.pdf"`);
    expect(answer.text.startsWith('%PDF-')).toBe(true);
    const pdf = await PDFDocument.load(answer.bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    // 105 × 148 mm in points.
    expect(width).toBeCloseTo(297.64, 1);
    expect(height).toBeCloseTo(419.53, 1);
    expect(pdf.getTitle()).toContain(parcel.trackingNumber);
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-20T09:30:00.000Z');
    // The text is set in the embedded fonts (subsets), not in WinAnsi's standard ones.
    expect(answer.text).toMatch(/\/BaseFont \/DejaVuSansCondensed-\d+/);
    expect(answer.text).toMatch(/\/BaseFont \/DejaVuSansCondensed-Bold-\d+/);
    expect(answer.text).not.toContain('/Helvetica');
  });

  it('prints a name in any script: a letter the font lacks does not stop the label', async () => {
    const parcel = await booked({ receiver: { ...booking.receiver, name: 'Ελένη Петрова 李娜 😀' } });
    const answer = await fetchLabel(`/api/v1/parcels/${parcel.id}/label`, await signIn('admin'));
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expect((await PDFDocument.load(answer.bytes)).getPageCount()).toBe(1);
  });

  it('is ZPL for a 4×6 in printer: UTF-8, the Code 128 of the tracking number, the actual weight', async () => {
    const parcel = await booked({ receiver: { ...booking.receiver, name: 'Ayşe Işık Güneş' } });
    const answer = await fetchLabel(`/api/v1/parcels/${parcel.id}/label?format=zpl`, await signIn('admin'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${parcel.trackingNumber}.zpl"`);
    const [zpl, ...more] = formats(answer.text);
    expect(more).toEqual([]);
    expect(zpl).toContain('^CI28');
    expect(zpl).toContain('^PW812');
    expect(zpl).toContain('^LL1218');
    expect(zpl).toContain(`^BCN,200,N,N,N^FH_^FD${parcel.trackingNumber}^FS`);
    expect(zpl).toContain('^FDAyşe Işık Güneş^FS');
    // Turkish by default: the actual weight as the weight, the chargeable one named so.
    expect(zpl).toContain('^FDAğırlık^FS');
    expect(zpl).toContain('^FD2,4 kg^FS');
    expect(zpl).toContain('^FDücrete esas 4,8 kg^FS');
    expect(zpl).toContain('^FR^FDKapıda ödeme ₺850,00^FS');
    expect(zpl).toContain(`^FDMA,http://localhost/home?number=${parcel.trackingNumber}^FS`);
    const english = await fetchLabel(`/api/v1/parcels/${parcel.id}/label?format=zpl&lang=en`, await signIn('admin'));
    expect(english.text).toContain('^FD2.4 kg^FS');
    expect(english.text).toContain('^FDchargeable 4.8 kg^FS');
    expect(english.text).toContain('^FDCOD ₺850.00^FS');
  });

  it('prints data as text: a receiver named "^XZ^XA" opens no second label', async () => {
    const parcel = await booked({
      receiver: {
        ...booking.receiver,
        name: '^XZ^XA~JR Demir',
        address: { ...booking.receiver.address, line1: 'Çarşı_Sk. \\ 5' },
      },
    });
    const answer = await fetchLabel(`/api/v1/parcels/${parcel.id}/label?format=zpl`, await signIn('admin'));
    expect(formats(answer.text)).toHaveLength(1);
    expect(answer.text.match(/\^XA/g)).toHaveLength(1);
    expect(answer.text.match(/\^XZ/g)).toHaveLength(1);
    expect(answer.text).not.toContain('~JR');
    expect(answer.text).toContain('^FH_^FD_5EXZ_5EXA_7EJR Demir^FS');
    expect(answer.text).toContain('^FDÇarşı_5FSk. _5C 5^FS');
  });

  it('prints what the reader sees: no amount his role does not see, no parcel outside his scope', async () => {
    const parcel = await booked();
    const support = await fetchLabel(`/api/v1/parcels/${parcel.id}/label?format=zpl`, await signIn('support'));
    expect(support.text).toContain('^FR^FDKapıda ödeme^FS');
    expect(support.text).not.toContain('₺');
    const away = (await api.store.table('parcels').all([])).find(
      (p) => ![p.originOfficeId, p.currentOfficeId, p.destinationOfficeId].includes('off_001'),
    )!;
    const clerk = await signIn('clerk');
    const refused = await fetchLabel(`/api/v1/parcels/${away.id}/label`, clerk);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.text)).toEqual({ error: { code: 'not_found', message: 'Parcel not found' } });
    expect((await fetchLabel(`/api/v1/parcels/par_999999/label`, clerk)).status).toBe(404);
  });

  it('refuses a format or a language it does not print, and a caller not signed in', async () => {
    const parcel = await booked();
    const admin = await signIn('admin');
    const wrong = await call('get', `/api/v1/parcels/${parcel.id}/label`, { token: admin, query: { format: 'png' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ format: 'invalid_value' });
    expect(
      (await call('get', `/api/v1/parcels/${parcel.id}/label`, { token: admin, query: { lang: 'de' } })).status,
    ).toBe(400);
    expect((await call('get', `/api/v1/parcels/${parcel.id}/label`)).status).toBe(401);
  });
});

describe('a batch of labels', () => {
  it('is one PDF with a page per parcel, or one ZPL with a format per parcel, in the order given', async () => {
    const parcels = [await booked(), await booked({ paymentMode: 'prepaid', codAmount: 0 }), await booked()];
    const ids = parcels.map((p) => p.id);
    const admin = await signIn('admin');
    const pdf = await fetchLabel('/api/v1/labels', admin, { ids });
    expect(pdf.status, pdf.text.slice(0, 200)).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="labels-3.pdf"');
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getSubject()).toBe(parcels.map((p) => p.trackingNumber).join(' '));

    const zpl = await fetchLabel('/api/v1/labels', admin, { ids: [...ids, ids[0]], format: 'zpl' });
    const blocks = formats(zpl.text);
    // A parcel given twice is printed once.
    expect(blocks).toHaveLength(3);
    blocks.forEach((block, i) => expect(block).toContain(`^BCN,200,N,N,N^FH_^FD${parcels[i]!.trackingNumber}^FS`));
    expect(blocks.every((block) => block.includes('^FD2,4 kg^FS'))).toBe(true);
  });

  it('holds 1 to 100 ids, and answers 404 naming the ids not found, with no label', async () => {
    const parcel = await booked();
    const admin = await signIn('admin');
    const tooMany = await call('post', '/api/v1/labels', {
      token: admin,
      body: { ids: Array.from({ length: maxLabelsPerCall + 1 }, () => parcel.id) },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.fields).toHaveProperty('ids');
    expect((await call('post', '/api/v1/labels', { token: admin, body: { ids: [] } })).status).toBe(422);
    expect(
      (await call('post', '/api/v1/labels', { token: admin, body: { ids: [parcel.id], paper: 'a4' } })).body.error
        .fields,
    ).toEqual({ paper: 'unknown_field' });

    const unknown = await call('post', '/api/v1/labels', {
      token: admin,
      body: { ids: [parcel.id, 'par_999998', 'par_999999'], format: 'zpl' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect(unknown.body.error).toMatchObject({
      code: 'not_found',
      fields: { ids: 'not_found' },
      missing: ['par_999998', 'par_999999'],
    });
  });
});

describe('labels with a customer’s API key', () => {
  async function issue(customerId: string, scopes: string[]) {
    const answer = await call('post', `/api/v1/customers/${customerId}/api-keys`, {
      token: await signIn('admin'),
      body: { name: 'Warehouse printer', scopes },
    });
    expect(answer.status).toBe(201);
    return answer.body.key as string;
  }

  it('print the customer’s own parcels only, with the labels scope, within the key’s rate limit', async () => {
    const mine = await booked();
    const other = await booked({ customerId: 'cus_000002' });
    const key = await issue(mine.customerId, ['labels']);
    const own = await fetchLabel(`/api/v1/parcels/${mine.id}/label?format=zpl`, key);
    expect(own.status).toBe(200);
    expect(own.text).toContain(`^FD${mine.trackingNumber}^FS`);
    // Its customer's own amounts.
    expect(own.text).toContain('₺850,00');
    expect(own.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
    expect((await fetchLabel(`/api/v1/parcels/${other.id}/label`, key)).status).toBe(404);
    const batch = await call('post', '/api/v1/labels', { token: key, body: { ids: [mine.id, other.id] } });
    expect(batch.status).toBe(404);
    expect(batch.body.error.missing).toEqual([other.id]);
    expect((await fetchLabel('/api/v1/labels', key, { ids: [mine.id] })).status).toBe(200);
    const used = await api.store.table('audit').all([{ field: 'action', in: ['api_key.used'] }]);
    expect(used.map((row) => row.changes[0]!.after)).toContain(`GET /api/v1/parcels/${mine.id}/label`);
  });

  it('are refused to a key without the labels scope', async () => {
    const mine = await booked();
    const key = await issue(mine.customerId, ['read_parcels', 'track']);
    const refused = await call('get', `/api/v1/parcels/${mine.id}/label`, { token: key });
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('key_scope');
    expect((await call('post', '/api/v1/labels', { token: key, body: { ids: [mine.id] } })).status).toBe(403);
  });
});
