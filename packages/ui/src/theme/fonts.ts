// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient module types for packages that compile these sources
/// <reference path="../ambient.d.ts" />
// The font ships with the package (no CDN). Imported from a runtime module: a side-effect
// import inside a .css.ts file is evaluated at build time and never reaches the page.
// The stylesheet declares every subset with a unicode-range, so a page only fetches the
// files for the characters it shows (latin and latin-ext cover English and Turkish). The
// Turkish letters and the lira sign that are not in the Latin file come from a small face of
// their own, declared after (fonts/turkish.css).
import '@fontsource-variable/inter/wght.css';
import './fonts/turkish.css';
