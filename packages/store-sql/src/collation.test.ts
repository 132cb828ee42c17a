import { describe, expect, it } from 'vitest';
import { createSnapshot } from '@courier/store';
import { sortKey } from './collation';

const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });
const byKey = (a: string, b: string) => {
  const x = sortKey(a)!;
  const y = sortKey(b)!;
  return x < y ? -1 : x > y ? 1 : 0;
};
const sign = (n: number) => Math.sign(n);

describe('the Turkish sort key', () => {
  it('orders the Turkish letters as the Turkish collator does', () => {
    const names = [
      'Zeynep',
      'Çağlar',
      'Cem',
      'Ömer',
      'Osman',
      'Şule',
      'Sibel',
      'Ümit',
      'Uğur',
      'Işık',
      'İpek',
      'Irmak',
      'ilker',
      'ığdır',
      'Hâkim',
      'Hakan',
      'Ğ',
      'Gül',
    ];
    expect([...names].sort(byKey)).toEqual([...names].sort(collator.compare));
  });

  it('ignores case and accents outside the alphabet, and reads numbers as numbers', () => {
    expect(byKey('ALİ', 'ali')).toBe(0);
    expect(byKey('Hâkim', 'hakim')).toBe(0);
    expect(byKey('Depo 9', 'Depo 10')).toBe(-1);
    expect(byKey('Depo 007', 'Depo 7')).toBe(0);
    expect(byKey('Ab', 'Abc')).toBe(-1);
  });

  it('agrees with the collator on every pair of neighbours among the sample names', () => {
    const snapshot = createSnapshot({ now: new Date('2026-11-20T09:30:00Z'), parcels: 300 });
    const names = [
      ...snapshot.customers.flatMap((c) => [c.name, c.companyName ?? '']),
      ...snapshot.parcels.flatMap((p) => [p.sender.name, p.receiver.name]),
      ...snapshot.offices.flatMap((o) => [o.name, o.address.city]),
      ...snapshot.drivers.map((d) => d.name),
      ...snapshot.trucks.map((t) => t.make),
      ...snapshot.routes.map((r) => r.name),
    ].filter(Boolean);
    const sorted = [...new Set(names)].sort(collator.compare);
    const disagreements = sorted
      .slice(1)
      .filter((name, i) => sign(byKey(sorted[i]!, name)) !== sign(collator.compare(sorted[i]!, name)));
    expect(disagreements).toEqual([]);
  });
});
