import { inventoryPrice, type InventoryProduct } from '@courier/domain';
import type { Random } from '../random';

export const inventoryCategories = ['Mens', 'Ladies', 'Unisex'].map((name, i) => ({
  id: `icat_${i + 1}`,
  parentId: null,
  name,
  slug: name.toLowerCase(),
}));
export const inventoryBrands = ['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon'].map((name, i) => ({
  id: `ibr_${i + 1}`,
  name,
  slug: name.toLowerCase(),
}));
export const inventoryVendors = ['Evel', 'Mivon', 'Neogen'].map((name, i) => ({
  id: `iven_${i + 1}`,
  name,
  slug: name.toLowerCase(),
}));
export const inventoryTagTitles = [
  'mens',
  'ladies',
  'unisex',
  '44mm',
  '40mm',
  '5 ATM',
  '10 ATM',
  'automatic',
  'chronograph',
  'watch',
];

const models = [
  'Capmia Mens Chronograph',
  'Zeon Ladies Automatic',
  'Benton Unisex',
  'Lara Ladies Chronograph',
  'Premera Mens Automatic',
  'Zeon Mens Dive',
  'Capmia Ladies Classic',
  'Benton Mens Field',
  'Lara Unisex Minimal',
  'Premera Ladies Moonphase',
];
const taxes = [8, 10, 18, 20, 30];

/** The watch inventory: a new product starts inactive; price = base price plus tax; no more is reserved than is in stock. */
export function makeProducts(r: Random, count = 40): InventoryProduct[] {
  const products = Array.from({ length: count }, (_, i): InventoryProduct => {
    const category = inventoryCategories[i % 3]!;
    const brand = r.pick(inventoryBrands);
    const basePrice = r.int(200, 1500);
    const taxPercent = r.pick(taxes);
    const size = r.pick(['44mm', '40mm']);
    return {
      id: `prd_${String(i + 1).padStart(3, '0')}`,
      category: category.id,
      name: `${r.pick(models)} ${size} ${r.pick(['Steel', 'Titanium', 'Leather', 'Ceramic'])}`,
      description: 'A sapphire crystal, a screw-down crown and a strap that changes without tools.',
      tags: [
        `itag_${(i % 3) + 1}`,
        size === '44mm' ? 'itag_4' : 'itag_5',
        r.bool() ? 'itag_6' : 'itag_7',
        ...(r.bool(0.5) ? ['itag_8'] : ['itag_9']),
        'itag_10',
      ],
      sku: `${brand.name.slice(0, 3).toUpperCase()}-${String(r.int(10000, 99999))}`,
      barcode: String(r.int(100000000, 999999999)) + String(r.int(1000, 9999)),
      brand: brand.id,
      vendor: r.pick(inventoryVendors).id,
      stock: r.int(0, 60),
      reserved: r.int(0, 10),
      cost: Math.round(basePrice * r.float(0.35, 0.6) * 100) / 100,
      basePrice,
      taxPercent,
      price: inventoryPrice(basePrice, taxPercent),
      weight: r.float(0.05, 0.35),
      thumbnail: r.bool(0.85)
        ? `/images/apps/ecommerce/products/watch-${String((i % 30) + 1).padStart(2, '0')}-thumb.jpg`
        : null,
      images: Array.from(
        { length: r.int(1, 4) },
        (_, k) => `/images/apps/ecommerce/products/watch-${String(((i + k) % 30) + 1).padStart(2, '0')}-0${k + 1}.jpg`,
      ),
      active: r.bool(0.8),
    };
  });
  // Clamped after the draw, so the rest of the sample stays as it was.
  return products.map((p) => ({ ...p, reserved: Math.min(p.reserved, p.stock) }));
}
