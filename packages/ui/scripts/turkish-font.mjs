/**
 * The Turkish letters and the lira sign, cut from Inter's latin-ext file into a face of their own
 * (src/theme/fonts/turkish.css). Inter's Latin file has every other letter of English and Turkish
 * (ç, ö, ü, ı among them); without this face, a page with ğ, İ, ş or ₺ on it (any Turkish page,
 * any amount of money) fetched the whole latin-ext file, 83 KB, for six glyphs. The file is
 * kept in the repository; `node packages/ui/scripts/turkish-font.mjs` writes it again after
 * @fontsource-variable/inter is updated (turkish-font.test.ts fails until then).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The characters of the face, and its unicode-range in turkish.css. */
export const turkishCharacters = 'ĞğİŞş₺';
export const fontFile = fileURLToPath(new URL('../src/theme/fonts/inter-turkish-wght-normal.woff2', import.meta.url));

/** The face's file from the installed Inter: its variable weight axis kept, as woff2. */
export async function turkishFont() {
  const source = createRequire(import.meta.url).resolve(
    '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  );
  return subsetFont(readFileSync(source), turkishCharacters, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await turkishFont();
  writeFileSync(fontFile, font);
  console.log(`${fontFile}: ${font.length} bytes`);
}
