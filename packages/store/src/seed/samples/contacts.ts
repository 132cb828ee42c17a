import { countries as countryTable } from 'countries-list';
import type { Contact, Country, Tag } from '@courier/domain';
import type { Random } from '../random';
import { firstNames, lastNames, companyWords, companyKinds, streets } from '../reference';
import { day, iso } from '../time';

export const contactTagTitles = ['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band'];

/** About 250 countries with their dial codes, sorted by name (locale comparison). */
export function makeCountries(): Country[] {
  return Object.entries(countryTable)
    .map(([iso2, c]) => ({ iso: iso2.toLowerCase(), name: c.name, code: `+${c.phone[0]}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((c, i) => ({ id: `cty_${String(i + 1).padStart(3, '0')}`, ...c, flagImagePos: `-1px -${3 + i * 20}px` }));
}

export function makeContactTags(): Tag[] {
  return contactTagTitles.map((title, i) => ({ id: `ctg_${i + 1}`, title }));
}

export function makeContacts(r: Random, tags: Tag[], now: number, count = 30): Contact[] {
  const titles = [
    'Operations manager',
    'Logistics coordinator',
    'Warehouse lead',
    'Account manager',
    'Buyer',
    'Customer success',
    undefined,
  ];
  return Array.from({ length: count }, (_, i) => {
    const name = `${r.pick(firstNames)} ${r.pick(lastNames)}`;
    const handle = name
      .toLocaleLowerCase('tr')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/[^a-z]+/g, '.');
    const title = r.pick(titles);
    return {
      id: `cnt_${String(i + 1).padStart(3, '0')}`,
      avatar: i % 4 === 0 ? null : `/images/avatars/${(i % 12) + 1}.svg`,
      background: i % 3 === 0 ? `/images/cards/${(i % 6) + 1}.svg` : null,
      name,
      emails: [
        { email: `${handle}@example.com`, label: 'Personal' },
        ...(r.bool(0.5) ? [{ email: `${handle}@work.example.com`, label: 'Work' }] : []),
      ],
      phoneNumbers: [
        {
          country: 'tr',
          phoneNumber: `5${r.int(30, 59)} ${r.int(100, 999)} ${r.int(10, 99)} ${r.int(10, 99)}`,
          label: 'Mobile',
        },
        ...(r.bool(0.3)
          ? [{ country: 'tr', phoneNumber: `212 ${r.int(100, 999)} ${r.int(10, 99)} ${r.int(10, 99)}`, label: 'Work' }]
          : []),
      ],
      ...(title ? { title, company: `${r.pick(companyWords)} ${r.pick(companyKinds)}` } : {}),
      birthday: r.bool(0.8) ? iso(now - r.int(20, 60) * 365 * day - r.int(0, 364) * day) : null,
      address: r.bool(0.8) ? `${r.pick(streets)} ${r.int(1, 120)}, İstanbul` : null,
      notes: r.bool(0.6) ? '<p>Prefers deliveries in the <strong>morning</strong>.</p>' : null,
      tags: r
        .shuffle(tags)
        .slice(0, r.int(0, 3))
        .map((t) => t.id),
    };
  });
}
