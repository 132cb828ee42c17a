// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import uiEn from '@courier/ui/i18n/en.json';
import uiTr from '@courier/ui/i18n/tr.json';
import appEn from '../../public/i18n/en.json';
import appTr from '../../public/i18n/tr.json';
import { ApiError } from './client';
import { messageOf, refusalOf } from './messages';
import { scanRefusalText, wrongStatusText } from './scans';

/** An error as the client makes it from the server's answer. */
const refused = (status: number, error: Record<string, unknown>) =>
  new ApiError(status, error.code as string, error.message as string, undefined, { error });

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    defaultNS: 'app',
    resources: { en: { app: appEn, ui: uiEn }, tr: { app: appTr, ui: uiTr } },
  });
});

describe('a refusal is shown by its reason, in the user’s language', () => {
  const otherOffice = refused(403, {
    code: 'forbidden',
    message: 'You scan at your own office, the parcels that are there',
    reason: 'own_office',
  });

  it('a scan at another office is not "your role may not do this", at the station, in the queue and in forms', async () => {
    expect(scanRefusalText(otherOffice)).toBe('You scan at your own office, the parcels that are there.');
    expect(messageOf(otherOffice)).toBe('You scan at your own office, the parcels that are there.');
    expect(refusalOf(otherOffice).message).toBe('You scan at your own office, the parcels that are there.');
    await i18next.changeLanguage('tr');
    expect(scanRefusalText(otherOffice)).toBe('Kendi şubenizde, orada bulunan gönderileri okutursunuz.');
    await i18next.changeLanguage('en');
  });

  it('a role refusal without a reason keeps the common words', () => {
    expect(messageOf(refused(403, { code: 'forbidden', message: 'Your role may not do this' }))).toBe(
      'Your role may not do this.',
    );
  });

  it('a parcel only booked has not been received yet', () => {
    const notReceived = refused(409, {
      code: 'invalid_transition',
      message: 'The parcel has not been received yet',
      status: 'created',
      action: 'delivered',
      reason: 'not_received',
    });
    expect(scanRefusalText(notReceived)).toBe('The parcel has not been received yet: receive it at the counter first');
    // The station checks a delivery's status before asking for the proof: the same words.
    expect(wrongStatusText('created')).toBe(scanRefusalText(notReceived));
    expect(wrongStatusText('delivered')).toBe('Not possible in this status: Delivered');
  });

  it('every reason the server names has words in both languages', () => {
    expect(Object.keys(appEn.errors.reasons).sort()).toEqual(Object.keys(appTr.errors.reasons).sort());
  });
});
