// Deterministic sample rows for the table's stories (not product data).
export interface SampleParcel {
  id: string;
  trackingNumber: string;
  receiver: string;
  destination: string;
  status: 'created' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'delivery_failed';
  weightKg: number;
  bookedAt: string;
}

const names = [
  'Ayşe Yılmaz',
  'Mehmet Demir',
  'Zeynep Kaya',
  'Emre Şahin',
  'Elif Çelik',
  'Burak Öztürk',
  'Selin Arslan',
  'Can Doğan',
  'Deniz Aydın',
  'İlkay Koç',
];
const cities = [
  'İstanbul',
  'Ankara',
  'İzmir',
  'Bursa',
  'Antalya',
  'Adana',
  'Konya',
  'Gaziantep',
  'Kayseri',
  'Samsun',
  'Trabzon',
];
const statuses: SampleParcel['status'][] = [
  'created',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
];

export function sampleParcels(count: number): SampleParcel[] {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    trackingNumber: `CP${String(10000000 + i).padStart(8, '0')}${i % 10}TR`,
    receiver: names[Math.floor(next() * names.length)]!,
    destination: cities[Math.floor(next() * cities.length)]!,
    status: statuses[Math.floor(next() * statuses.length)]!,
    weightKg: Math.round(next() * 3000) / 100,
    bookedAt: new Date(Date.UTC(2026, 10, 1) + Math.floor(next() * 20 * 86400000)).toISOString(),
  }));
}
