/**
 * The Content-Security-Policy of the built app. The page loads scripts only from its own origin
 * (no inline script, no eval), talks only to its own origin (the API, the event stream, the
 * strings), and shows images from itself, from `data:`/`blob:` (avatars, barcodes) and from the
 * map's tile server. Styles may be inline: React and Leaflet set element styles, and the toast
 * and chart libraries add style elements; a style cannot run code.
 *
 * The build writes it into index.html as a meta tag (the static demo has no server to send
 * headers); the server reads it from there and sends it as a header, with what only a header can
 * say (`frame-ancestors`).
 */

/** The background tiles of the maps unless `VITE_MAP_TILE_URL` says otherwise (empty: none). */
export const defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function contentSecurityPolicy(tileUrl: string): string {
  const tiles = tileUrl ? new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin : null;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
