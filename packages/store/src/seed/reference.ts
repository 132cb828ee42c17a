/** Reference data of the sample network: real cities and coordinates (DOMAIN.md section 4). */
import type { OfficeType, RouteType } from '@courier/domain';

export interface OfficeSeed {
  code: string;
  name: string;
  type: OfficeType;
  city: string;
  district: string;
  line1: string;
  postalCode: string;
  lat: number;
  lng: number;
  phoneArea: string;
}

export const officeSeeds: OfficeSeed[] = [
  { code: 'IST', name: 'İstanbul Avrupa Hub', type: 'hub', city: 'İstanbul', district: 'Esenyurt', line1: 'Lojistik Cd. 12', postalCode: '34510', lat: 41.0343, lng: 28.6801, phoneArea: '212' },
  { code: 'ISA', name: 'İstanbul Anadolu Hub', type: 'hub', city: 'İstanbul', district: 'Tuzla', line1: 'Organize Sanayi Blv. 4', postalCode: '34956', lat: 40.8731, lng: 29.3096, phoneArea: '216' },
  { code: 'ANK', name: 'Ankara Hub', type: 'hub', city: 'Ankara', district: 'Sincan', line1: 'Fatih Sultan Cd. 88', postalCode: '06930', lat: 39.9667, lng: 32.5833, phoneArea: '312' },
  { code: 'IZM', name: 'İzmir', type: 'branch', city: 'İzmir', district: 'Bayraklı', line1: 'Ankara Cd. 45', postalCode: '35530', lat: 38.4622, lng: 27.1764, phoneArea: '232' },
  { code: 'BUR', name: 'Bursa', type: 'branch', city: 'Bursa', district: 'Osmangazi', line1: 'İzmir Yolu Cd. 21', postalCode: '16140', lat: 40.1956, lng: 29.0601, phoneArea: '224' },
  { code: 'ANT', name: 'Antalya', type: 'branch', city: 'Antalya', district: 'Kepez', line1: 'Gazi Blv. 310', postalCode: '07090', lat: 36.9081, lng: 30.6956, phoneArea: '242' },
  { code: 'ADA', name: 'Adana', type: 'branch', city: 'Adana', district: 'Seyhan', line1: 'Turhan Cemal Beriker Blv. 7', postalCode: '01120', lat: 37.0017, lng: 35.3289, phoneArea: '322' },
  { code: 'KON', name: 'Konya', type: 'branch', city: 'Konya', district: 'Selçuklu', line1: 'Ankara Cd. 140', postalCode: '42250', lat: 37.8746, lng: 32.4932, phoneArea: '332' },
  { code: 'GAZ', name: 'Gaziantep', type: 'branch', city: 'Gaziantep', district: 'Şehitkamil', line1: 'Prof. Necmettin Erbakan Cd. 3', postalCode: '27090', lat: 37.0662, lng: 37.3833, phoneArea: '342' },
  { code: 'KAY', name: 'Kayseri', type: 'branch', city: 'Kayseri', district: 'Kocasinan', line1: 'Sivas Cd. 56', postalCode: '38090', lat: 38.7312, lng: 35.4787, phoneArea: '352' },
  { code: 'SAM', name: 'Samsun', type: 'branch', city: 'Samsun', district: 'İlkadım', line1: 'Atatürk Blv. 101', postalCode: '55060', lat: 41.2867, lng: 36.33, phoneArea: '362' },
  { code: 'TRA', name: 'Trabzon', type: 'pickup_point', city: 'Trabzon', district: 'Ortahisar', line1: 'Kahramanmaraş Cd. 19', postalCode: '61030', lat: 41.0027, lng: 39.7168, phoneArea: '462' },
];

export interface RouteSeed {
  code: string;
  type: RouteType;
  stops: [string, number][];
  distanceKm: number;
  departureTime: string;
}

/** Ten routes that connect every office with every other (through the hubs). */
export const routeSeeds: RouteSeed[] = [
  { code: 'R-01', type: 'line_haul', stops: [['IST', 0], ['ANK', 330]], distanceKm: 450, departureTime: '20:00' },
  { code: 'R-02', type: 'line_haul', stops: [['ANK', 0], ['IST', 330]], distanceKm: 450, departureTime: '20:00' },
  { code: 'R-03', type: 'line_haul', stops: [['IST', 0], ['BUR', 150], ['IZM', 360]], distanceKm: 480, departureTime: '19:00' },
  { code: 'R-04', type: 'line_haul', stops: [['IZM', 0], ['BUR', 210], ['IST', 360]], distanceKm: 480, departureTime: '19:00' },
  { code: 'R-05', type: 'line_haul', stops: [['ANK', 0], ['KON', 180], ['ANT', 450]], distanceKm: 560, departureTime: '21:00' },
  { code: 'R-06', type: 'line_haul', stops: [['ANT', 0], ['KON', 270], ['ANK', 450]], distanceKm: 560, departureTime: '21:00' },
  { code: 'R-07', type: 'line_haul', stops: [['ANK', 0], ['KAY', 200], ['GAZ', 420], ['ADA', 540]], distanceKm: 760, departureTime: '18:30' },
  { code: 'R-08', type: 'line_haul', stops: [['ADA', 0], ['GAZ', 120], ['KAY', 340], ['ANK', 540]], distanceKm: 760, departureTime: '18:30' },
  { code: 'R-09', type: 'line_haul', stops: [['IST', 0], ['ISA', 75], ['SAM', 540], ['TRA', 720]], distanceKm: 1070, departureTime: '17:00' },
  { code: 'R-10', type: 'line_haul', stops: [['TRA', 0], ['SAM', 180], ['ISA', 645], ['IST', 720]], distanceKm: 1070, departureTime: '17:00' },
];

export const firstNames = ['Ayşe', 'Mehmet', 'Zeynep', 'Emre', 'Elif', 'Burak', 'Selin', 'Can', 'Deniz', 'İlkay', 'Ahmet', 'Fatma', 'Mustafa', 'Hatice', 'Ali', 'Emine', 'Hüseyin', 'Merve', 'Oğuz', 'Gül', 'Kerem', 'Sevgi', 'Cem', 'Şule', 'Tolga', 'Ebru', 'Umut', 'Özge', 'Barış', 'Pınar', 'Serkan', 'Derya', 'Volkan', 'Aslı', 'Kaan', 'Büşra', 'Onur', 'Esra', 'Murat', 'Nur'];
export const lastNames = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Erdoğan', 'Güneş', 'Aksoy', 'Tekin'];
export const companyWords = ['Anadolu', 'Marmara', 'Ege', 'Toros', 'Kapadokya', 'Karadeniz', 'Boğaziçi', 'Akdeniz', 'Yıldız', 'Doğu', 'Atlas', 'Pera', 'Lale', 'Çınar', 'Zirve'];
export const companyKinds = ['Tekstil', 'Gıda', 'Elektronik', 'Kitap', 'Mobilya', 'Kozmetik', 'Oyuncak', 'Yapı Market', 'Eczane Deposu', 'Spor', 'Ayakkabı', 'Kırtasiye'];
export const streets = ['Atatürk Cd.', 'Cumhuriyet Cd.', 'İnönü Cd.', 'Gazi Blv.', 'Bahçelievler Sk.', 'Menekşe Sk.', 'Lale Sk.', 'Kültür Cd.', 'İstiklal Cd.', 'Mimar Sinan Cd.', 'Barış Sk.', 'Gül Sk.'];
export const contentsList = ['Books', 'Clothing', 'Phone accessories', 'Documents', 'Cosmetics', 'Spare parts', 'Toys', 'Kitchenware', 'Shoes', 'Laptop', 'Medicine (non-cold-chain)', 'Textile samples', 'Coffee', 'Ceramics', 'Printer cartridges'];
export const truckModels: [string, string, number, number][] = [
  ['Ford', 'Cargo 1848', 18000, 70],
  ['Mercedes-Benz', 'Atego 1218', 6500, 38],
  ['Mercedes-Benz', 'Actros 1845', 20000, 82],
  ['Isuzu', 'NPR 10', 4500, 24],
  ['Iveco', 'Daily 70C', 3500, 18],
  ['BMC', 'Pro 1142', 9000, 45],
];
