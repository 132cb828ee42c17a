/**
 * The public first pages rendered ahead of time, at build time (vite-plugin-prerender.ts, in Node):
 * the server sends a visitor the page's markup with its styles, so it is drawn before any script
 * has loaded, and the browser takes it over (start.tsx hydrates it) once the scripts are here.
 */
import i18next from 'i18next';
import { prerender } from 'react-dom/static';
import { loadIcons, themeClasses, uiNamespace, uiResources, type Language } from '@courier/ui';
import appEn from '../public/i18n/en.json';
import appTr from '../public/i18n/tr.json';
import { appNamespace, stringsOptions } from './i18n';
import { prerenderTitle } from './pages/useTitle';
import { loadPublicPage, PublicRoot, untilTakenOver } from './public/PublicApp';
import { defaultConfig } from './state/config';

const appResources: Record<Language, object> = { en: appEn, tr: appTr };

export interface Prerendered {
  /** The markup inside the page's root element. */
  html: string;
  /** The tab's title, as the page sets it. */
  title: string;
  /** The theme class the page's styles need on the document (the default theme; ThemeProvider takes over). */
  themeClass: string;
}

/**
 * The drawn page's fields are read-only, its boxes and submit buttons disabled, until the app has
 * taken it over (PublicApp.tsx lifts exactly these): what is typed before would be lost when React
 * takes over its fields, and a form sent would leave the page.
 */
function markUntilTakenOver(html: string): string {
  return html.replace(/<(input|button)\b([^>]*)>/g, (tag, name: string, attributes: string) => {
    const type = /\stype="([a-z]+)"/.exec(attributes)?.[1];
    const attribute =
      name === 'button'
        ? type === 'submit'
          ? 'disabled'
          : null
        : type === 'hidden'
          ? null
          : type === 'checkbox' || type === 'radio'
            ? 'disabled'
            : 'readonly';
    // A field already read-only or disabled stays as it is (and is not freed later).
    if (!attribute || new RegExp(`\\s${attribute}[\\s=/>]`).test(tag)) return tag;
    return `<${name} ${attribute}="" ${untilTakenOver}="${attribute}"${attributes}>`;
  });
}

const iconsIn = (html: string) => [...html.matchAll(/ data-icon="([^"]+)"/g)].map((match) => match[1]!);

/** One public page (a path with no query) in one language, as a visitor who is not signed in sees it first. */
export async function render(pathname: string, language: Language): Promise<Prerendered> {
  await loadPublicPage(pathname);
  const i18n = i18next.createInstance();
  await i18n.init({
    ...stringsOptions,
    lng: language,
    resources: { [language]: { [appNamespace]: appResources[language], [uiNamespace]: uiResources[language] } },
  });
  let title = '';
  prerenderTitle.set = (next) => (title = next);
  const draw = async () => {
    const { prelude } = await prerender(
      <PublicRoot i18n={i18n} mock={null} onLeave={async () => {}} start={() => ({ pathname, search: '' })} />,
    );
    return new Response(prelude).text();
  };
  try {
    // Icons load on demand: a first drawing names them, the second has them in (start.tsx loads
    // the same before it takes the page over).
    await loadIcons(iconsIn(await draw()));
    const html = markUntilTakenOver(await draw());
    if (!title) throw new Error(`prerender: ${pathname} set no title`);
    return { html, title, themeClass: themeClasses[defaultConfig.theme].light };
  } finally {
    prerenderTitle.set = undefined;
  }
}
