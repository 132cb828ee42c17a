import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { labelContent, labelLanguages, labelWords, publicTrackingPath } from './label';

const parcel = {
  trackingNumber: 'EA000000015TR',
  service: 'express' as const,
  originOfficeId: 'off_001',
  destinationOfficeId: 'off_009',
  sender: {
    name: 'Anadolu Kitap',
    phone: '+902124445566',
    address: { line1: 'Lojistik Cd. 1', district: 'Esenyurt', city: 'İstanbul', postalCode: '34510' },
  },
  receiver: {
    name: 'Ayşe Yılmaz',
    phone: '+905321234567',
    address: { line1: 'Atatürk Blv. 12/4', district: 'Çankaya', city: 'Ankara', postalCode: '06690' },
  },
  weightKg: 2.4,
  chargeableWeightKg: 4,
  pieces: 2,
  createdAt: '2026-11-20T09:30:00.000Z',
  reference: '',
  paymentMode: 'cod' as const,
  codAmount: null,
  price: null,
  fragile: true,
};
const offices = [{ id: 'off_001', code: 'IST-ESY' }];

describe('a label’s content', () => {
  it('prints the actual weight, and the chargeable one only where it is more', () => {
    expect(labelContent(parcel, offices)).toMatchObject({ weightKg: 2.4, chargeableWeightKg: 4 });
    expect(labelContent({ ...parcel, chargeableWeightKg: 2.4 }, offices).chargeableWeightKg).toBeNull();
  });

  it('names the sorting codes, the parties and the marks, an amount the reader does not see as null', () => {
    const content = labelContent(parcel, offices);
    expect(content).toMatchObject({
      sortFrom: 'IST-ESY',
      sortTo: null,
      receiver: { name: 'Ayşe Yılmaz', street: 'Atatürk Blv. 12/4', city: 'Ankara', postalCode: '06690' },
      sender: { name: 'Anadolu Kitap', address: 'Lojistik Cd. 1, Esenyurt, 34510 İstanbul' },
      bookedOn: '2026-11-20',
      reference: null,
      flags: [{ kind: 'cod', amount: null }, { kind: 'fragile' }],
      trackingPath: '/home?number=EA000000015TR',
    });
    const receiverPays = labelContent(
      { ...parcel, paymentMode: 'receiver_pays', fragile: false, price: { total: 120 } as never },
      offices,
    );
    expect(receiverPays.flags).toEqual([{ kind: 'receiver_pays', amount: 120 }]);
    expect(publicTrackingPath('A B')).toBe('/home?number=A%20B');
  });

  it('words the API’s labels as the app words its own', () => {
    for (const language of labelLanguages) {
      const app = JSON.parse(readFileSync(new URL(`../../ui/src/i18n/${language}.json`, import.meta.url), 'utf8')) as {
        labels: Record<string, string>;
        parcel: { service: Record<string, string> };
      };
      const { service, ...words } = labelWords[language];
      for (const [key, value] of Object.entries(words))
        expect(value, `${language} labels.${key}`).toBe(app.labels[key]);
      expect(service).toEqual(app.parcel.service);
    }
  });
});
