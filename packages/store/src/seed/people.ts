import { roundMoney, type Customer, type Driver, type Office, type Role } from '@courier/domain';
import type { UserRecord } from '../memory/database';
import { companyKinds, companyWords, firstNames, lastNames, officeSeeds, streets } from './reference';
import type { Random } from './random';
import { day, iso, isoDay } from './time';

import { demoAccounts } from './demoAccounts';

export { demoAccounts, demoPassword } from './demoAccounts';

/**
 * The demo accounts' published password (demoPassword) as a scrypt hash (N = 2^10, r = 8, p = 1,
 * one salt): made once, so that seeding a sample costs no hashing, and cheap, since it guards a
 * password printed for everyone (a demo sign-in, in a browser's worker too, does not wait on it).
 * Passwords set later get a salt of their own and the full cost (@courier/api's passwords), and
 * a production company starts with none of these accounts.
 */
export const demoPasswordHash = 'scrypt$10$8$1$Y291cmllci1kZW1vLXNhbQ==$porowEjEFX9cqRRww7f6WB11myspIxFcD2eVmADUepI=';

export const personName = (r: Random) => `${r.pick(firstNames)} ${r.pick(lastNames)}`;
const ascii = (s: string) =>
  s
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '.');
export const mobile = (r: Random) => `+905${r.int(30, 59)}${String(r.int(0, 9_999_999)).padStart(7, '0')}`;
export const streetAddress = (r: Random, office: Office) => ({
  line1: `${r.pick(streets)} ${r.int(1, 180)}${r.bool(0.4) ? `/${r.int(1, 24)}` : ''}`,
  district: office.address.district,
  city: office.address.city,
  postalCode: office.address.postalCode.slice(0, 3) + String(r.int(0, 99)).padStart(2, '0'),
});

export function makeDrivers(r: Random, offices: Office[], now: number): Driver[] {
  const created = iso(now - 400 * day);
  return Array.from({ length: 40 }, (_, i) => {
    const office = offices[i % offices.length]!;
    // Drivers 1 and 2 work from the İstanbul Avrupa hub; a few licences expire soon or have.
    const name = i === 0 ? demoAccounts[4]!.name : personName(r);
    const expiry =
      i === 5 ? now - 3 * day : i === 6 || i === 7 ? now + r.int(5, 25) * day : now + r.int(120, 1500) * day;
    return {
      id: `drv_${String(i + 1).padStart(3, '0')}`,
      employeeNo: `DRV-${String(i + 1).padStart(4, '0')}`,
      name,
      phone: mobile(r),
      email: `${ascii(name)}.${i + 1}@courier.test`,
      licenseNumber: `TR${r.int(100000, 999999)}`,
      licenseClass: i < 26 ? 'CE' : i < 34 ? 'C' : 'B',
      licenseExpiry: isoDay(expiry),
      homeOfficeId: office.id,
      status: i === 5 ? 'off_duty' : i === 9 || i === 21 ? 'on_leave' : 'available',
      avatar: null,
      createdAt: created,
      updatedAt: created,
    };
  });
}

export function makeUsers(r: Random, offices: Office[], drivers: Driver[]): UserRecord[] {
  const byCode = (code: string) => offices.find((o) => o.code === code)!.id;
  const users: UserRecord[] = demoAccounts.map((account, i) => ({
    id: `usr_${String(i + 1).padStart(3, '0')}`,
    name: account.name,
    email: account.email,
    passwordHash: demoPasswordHash,
    avatar: null,
    status: 'online',
    role: account.role,
    officeId: account.role === 'clerk' || account.role === 'driver' ? byCode('IST') : null,
    driverId: account.role === 'driver' ? drivers[0]!.id : null,
  }));
  const staff = (role: Role, name: string, officeId: string | null, driverId: string | null = null): UserRecord => ({
    id: `usr_${String(users.length + 1).padStart(3, '0')}`,
    name,
    email: `${ascii(name)}.${users.length + 1}@courier.test`,
    passwordHash: demoPasswordHash,
    avatar: null,
    status: r.pick(['online', 'away', 'busy', 'not-visible'] as const),
    role,
    officeId,
    driverId,
  });
  // A counter clerk at every office, the drivers, more dispatchers and support agents.
  for (const office of offices) if (office.code !== 'IST') users.push(staff('clerk', personName(r), office.id));
  for (const d of drivers.slice(1)) users.push(staff('driver', d.name, d.homeOfficeId, d.id));
  for (let i = 0; i < 2; i++) users.push(staff('dispatcher', personName(r), null));
  for (let i = 0; i < 4; i++) users.push(staff('support', personName(r), null));
  return users;
}

/** City weights for where parcels start and end: İstanbul, Ankara and İzmir send most. */
export const officeWeights: Record<string, number> = {
  IST: 18,
  ISA: 12,
  ANK: 12,
  IZM: 9,
  BUR: 7,
  ANT: 6,
  ADA: 5,
  KON: 4,
  GAZ: 4,
  KAY: 3,
  SAM: 3,
  TRA: 2,
};

export function makeCustomers(r: Random, offices: Office[], now: number, count = 600): Customer[] {
  const officeByCode = new Map(offices.map((o) => [o.code, o]));
  const weighted = officeSeeds.map((s) => [s.code, officeWeights[s.code]!] as const);
  return Array.from({ length: count }, (_, i) => {
    const business = r.bool(0.35);
    const office = officeByCode.get(r.weighted(weighted))!;
    const contact = personName(r);
    const company = `${r.pick(companyWords)} ${r.pick(companyKinds)} ${r.pick(['Ltd. Şti.', 'A.Ş.', 'Tic.'])}`;
    const created = iso(now - r.int(95, 900) * day);
    const addressCount = business ? r.int(1, 3) : 1;
    return {
      id: `cus_${String(i + 1).padStart(6, '0')}`,
      code: `CUS-${String(i + 1).padStart(6, '0')}`,
      type: business ? 'business' : 'individual',
      name: contact,
      companyName: business ? company : null,
      taxNumber: business ? String(r.int(1_000_000_000, 9_999_999_999)) : null,
      email: `${ascii(business ? company.split(' ')[0]! : contact)}.${i + 1}@example.com.tr`,
      phone: mobile(r),
      addresses: Array.from({ length: addressCount }, (_, k) => ({
        label: k === 0 ? (business ? 'Head office' : 'Home') : `Warehouse ${k}`,
        ...streetAddress(r, office),
      })),
      homeOfficeId: office.id,
      creditLimit: business ? roundMoney(r.int(5, 200) * 1000) : null,
      notes: business && r.bool(0.2) ? 'Collects from the counter on Fridays.' : '',
      active: r.bool(0.96),
      createdAt: created,
      updatedAt: created,
    };
  });
}
