// Deterministic sample rows for the table's stories (not product data), drawn from the stories' people and places.
import { sampleName, sampleNow, samplePeople, samplePlaces } from '../../testing/sampleData';

export interface SampleParcel {
  id: string;
  trackingNumber: string;
  receiver: string;
  destination: string;
  status: 'created' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'delivery_failed';
  weightKg: number;
  bookedAt: string;
}

const places = Object.values(samplePlaces).flat();
const statuses: SampleParcel['status'][] = [
  'created',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
];
const day = 86_400_000;

/** `count` parcels booked in the 20 days before the stories' "now", each receiver a different person. */
export function sampleParcels(count: number): SampleParcel[] {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, i) => {
    const place = places[Math.floor(next() * places.length)]!;
    return {
      id: `p${i + 1}`,
      trackingNumber: `CP${String(10000000 + i).padStart(8, '0')}${i % 10}TR`,
      receiver: i < samplePeople.length ? samplePeople[i]!.name : sampleName(i - samplePeople.length),
      destination: `${place.district}, ${place.city}`,
      status: statuses[Math.floor(next() * statuses.length)]!,
      weightKg: Math.round(next() * 3000) / 100,
      bookedAt: new Date(Date.parse(sampleNow) - 20 * day + Math.floor(next() * 20 * day)).toISOString(),
    };
  });
}
