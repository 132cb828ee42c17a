/** A valid booking at the İstanbul Avrupa counter, to Ankara, cash on delivery. */
export const booking = {
  customerId: 'cus_000001',
  sender: {
    name: 'Anadolu Kitap',
    phone: '+902124445566',
    address: { line1: 'Lojistik Cd. 1', district: 'Esenyurt', city: 'İstanbul', postalCode: '34510' },
  },
  receiver: {
    name: 'Mehmet Demir',
    phone: '+905321234567',
    address: { line1: 'Atatürk Blv. 12/4', district: 'Çankaya', city: 'Ankara', postalCode: '06690' },
  },
  originOfficeId: 'off_001',
  destinationOfficeId: 'off_003',
  service: 'standard',
  pieces: 1,
  weightKg: 2.4,
  dimensionsCm: { length: 40, width: 30, height: 20 },
  contents: 'Books',
  fragile: false,
  declaredValue: 1500,
  paymentMode: 'cod',
  codAmount: 850,
};
