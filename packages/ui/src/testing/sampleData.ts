/**
 * The sample people, places and clock every story draws from: real districts with their own
 * postal codes and cities (PTT's list: a code's first two digits are its province's plate
 * number), names and phone numbers that differ from one person to the next, and one "now" that
 * every time shown in a story lies before. `sampleData.test.ts` checks each address against the
 * postal code list.
 */

/** A street address in a real district, with the postal code the district's street has. */
export interface SamplePlace {
  line1: string;
  district: string;
  city: SampleCity;
  postalCode: string;
}

export const sampleCities = ['İstanbul', 'Ankara', 'İzmir', 'Bursa'] as const;
export type SampleCity = (typeof sampleCities)[number];

/** Addresses by city, several districts each: a parcel's sender and receiver are drawn from here. */
export const samplePlaces: Record<SampleCity, readonly SamplePlace[]> = {
  İstanbul: [
    { line1: 'Bağdat Cd. 120/4', district: 'Kadıköy', city: 'İstanbul', postalCode: '34728' },
    { line1: 'Barbaros Blv. 74/6', district: 'Beşiktaş', city: 'İstanbul', postalCode: '34353' },
    { line1: 'Büyükdere Cd. 121', district: 'Şişli', city: 'İstanbul', postalCode: '34394' },
    { line1: 'İstanbul Cd. 44/2', district: 'Bakırköy', city: 'İstanbul', postalCode: '34142' },
    { line1: 'Atatürk Cd. 18/7', district: 'Ataşehir', city: 'İstanbul', postalCode: '34758' },
    { line1: 'Moda Cd. 85/2', district: 'Kadıköy', city: 'İstanbul', postalCode: '34710' },
  ],
  Ankara: [
    { line1: 'Atatürk Blv. 45/3', district: 'Çankaya', city: 'Ankara', postalCode: '06420' },
    { line1: 'Ceyhun Atıf Kansu Cd. 112/9', district: 'Çankaya', city: 'Ankara', postalCode: '06520' },
    { line1: 'Fatih Cd. 33/2', district: 'Keçiören', city: 'Ankara', postalCode: '06280' },
    { line1: 'İvedik Cd. 56', district: 'Yenimahalle', city: 'Ankara', postalCode: '06170' },
    { line1: 'İstasyon Cd. 14/1', district: 'Etimesgut', city: 'Ankara', postalCode: '06790' },
  ],
  İzmir: [
    { line1: 'Kıbrıs Şehitleri Cd. 52/3', district: 'Konak', city: 'İzmir', postalCode: '35220' },
    { line1: 'Manas Blv. 39/12', district: 'Bayraklı', city: 'İzmir', postalCode: '35530' },
    { line1: 'Mustafa Kemal Cd. 60/1', district: 'Bornova', city: 'İzmir', postalCode: '35040' },
    { line1: 'Cemal Gürsel Cd. 480/3', district: 'Karşıyaka', city: 'İzmir', postalCode: '35590' },
    { line1: 'Menderes Cd. 211', district: 'Buca', city: 'İzmir', postalCode: '35390' },
  ],
  Bursa: [
    { line1: 'Organize Sanayi 4. Cd. 12', district: 'Nilüfer', city: 'Bursa', postalCode: '16140' },
    { line1: 'Fatih Sultan Mehmet Blv. 98/4', district: 'Nilüfer', city: 'Bursa', postalCode: '16110' },
    { line1: 'Altıparmak Cd. 22/5', district: 'Osmangazi', city: 'Bursa', postalCode: '16050' },
  ],
};

/** The `n`th address in a city, taken in turn. */
export const samplePlaceIn = (city: string, n: number): SamplePlace => {
  const places = samplePlaces[city as SampleCity] ?? samplePlaces.İstanbul;
  return places[n % places.length]!;
};

/** A person with a phone of their own (mobile numbers of the three Turkish operators, none repeated). */
export interface SamplePerson {
  name: string;
  phone: string;
  email: string;
}

export const samplePeople: readonly SamplePerson[] = [
  { name: 'Ayşe Yılmaz', phone: '+905324817362', email: 'ayse.yilmaz@example.com' },
  { name: 'Mehmet Demir', phone: '+905423156078', email: 'mehmet.demir@example.com' },
  { name: 'Zeynep Kaya', phone: '+905057730415', email: 'zeynep.kaya@example.com' },
  { name: 'Emre Şahin', phone: '+905368094521', email: 'emre.sahin@example.com' },
  { name: 'Elif Çelik', phone: '+905551128873', email: 'elif.celik@example.com' },
  { name: 'Burak Öztürk', phone: '+905446602917', email: 'burak.ozturk@example.com' },
  { name: 'Selin Arslan', phone: '+905313389046', email: 'selin.arslan@example.com' },
  { name: 'Can Doğan', phone: '+905069241157', email: 'can.dogan@example.com' },
  { name: 'Deniz Aydın', phone: '+905387715630', email: 'deniz.aydin@example.com' },
  { name: 'İlkay Koç', phone: '+905412278394', email: 'ilkay.koc@example.com' },
  { name: 'Fatma Kurt', phone: '+905334490182', email: 'fatma.kurt@example.com' },
  { name: 'Oğuz Polat', phone: '+905522367409', email: 'oguz.polat@example.com' },
];

/** Businesses that send parcels, each with a switchboard in its own city's area code. */
export interface SampleCompany {
  name: string;
  phone: string;
  city: SampleCity;
}

export const sampleCompanies: readonly SampleCompany[] = [
  { name: 'Anadolu Tekstil A.Ş.', phone: '+902242431870', city: 'Bursa' },
  { name: 'Ege Zeytin Ltd. Şti.', phone: '+902324638215', city: 'İzmir' },
  { name: 'Boğaziçi Kitap', phone: '+902122937704', city: 'İstanbul' },
  { name: 'Başkent Medikal', phone: '+903124175529', city: 'Ankara' },
  { name: 'Marmara Elektronik', phone: '+902163846012', city: 'İstanbul' },
  { name: 'Kordon Gıda San. Tic.', phone: '+902324217788', city: 'İzmir' },
  { name: 'Ostim Makine Parçaları', phone: '+903123854406', city: 'Ankara' },
  { name: 'Uludağ Otomotiv Yedek Parça', phone: '+902243617052', city: 'Bursa' },
];

/** Area codes of the cities' fixed lines (İstanbul's European and Asian sides differ). */
export const areaCodesOf: Record<SampleCity, readonly string[]> = {
  İstanbul: ['212', '216'],
  Ankara: ['312'],
  İzmir: ['232'],
  Bursa: ['224'],
};

/**
 * "Now" in every story: Saturday 21 November 2026, 09:30 in Türkiye (UTC+3). Every scan, trip and
 * message a story shows happened before it; a dashboard says "Updated" at this moment.
 */
export const sampleNow = '2026-11-21T06:30:00.000Z';
/** The day of `sampleNow`, as the domain writes a date. */
export const sampleToday = '2026-11-21';

const firstNames = [
  'Hasan',
  'Gül',
  'Kemal',
  'Aylin',
  'Murat',
  'Derya',
  'Serkan',
  'Esra',
  'Volkan',
  'Merve',
  'Tolga',
  'Seda',
  'Okan',
  'Pınar',
  'Cem',
  'Nazlı',
];
// Seventeen surnames against sixteen first names: the first 272 names never repeat.
const surnames = [
  'Yıldız',
  'Aksoy',
  'Ünal',
  'Korkmaz',
  'Erdoğan',
  'Güneş',
  'Tekin',
  'Bulut',
  'Çetin',
  'Kılıç',
  'Özdemir',
  'Acar',
  'Şimşek',
  'Aslan',
  'Karaca',
  'Uçar',
  'Bozkurt',
];

/** The `n`th of a long run of different full names (drivers of a large fleet, a long list's people). */
export const sampleName = (n: number) => `${firstNames[n % firstNames.length]} ${surnames[n % surnames.length]}`;
