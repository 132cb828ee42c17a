import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { sourceCondition } from '../../vite.shared.ts';
import type { Prerendered } from './src/prerender';
import { serverBuild } from './vite-server-build.ts';
import { codeOf, stepChunks, stylesOf } from './vite-plugin-first-steps.ts';

/**
 * The public first pages rendered to HTML at build time, one file per page and language
 * (`prerendered/<language>/<page>.html`, listed in `prerendered.json`): the server sends the one
 * for the address and the visitor's language cookie (@courier/server `src/prerendered.ts`), so the
 * page is drawn from its markup and styles before any script has run, and the app takes it over
 * when its scripts are here (start.tsx). The server's build only: the static demo's host serves
 * one file for every address, and its sign-in page shows the demo accounts of the in-browser API.
 *
 * `pages` maps each page to the module that holds it (the public app's table, public/PublicApp.tsx):
 * the page's styles are those of that module's chunk and of the chunks it imports, written into
 * the page's head with the first scripts' own. A page whose module is not a chunk of the build
 * fails the build.
 *
 * `signedIn` maps the signed-in area's addresses (by their start) to the modules a first visit
 * there runs: the app, its frame, the module of the page. Their chunks, with what they import and
 * their styles, are listed in `page-code.json`, and the server names them in the head of such a
 * page (@courier/server `src/pageCode.ts`): the browser fetches them all with the page's first
 * scripts, rather than a step of imports at a time, and the app's loader finds them there.
 */
export function prerenderPages(
  pages: Record<string, string>,
  languages: readonly string[],
  signedIn: Record<string, string[]>,
): Plugin {
  let root = '';
  let outDir = '';
  const styles = new Map<string, string[]>();
  const signedInCode: Record<string, string[]> = {};
  return {
    name: 'courier-prerender',
    apply: serverBuild,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const chunkOf = (module: string, page: string) => {
        const chunk = chunks.find((item) => item.facadeModuleId === join(root, module));
        if (!chunk) this.error(`prerender: ${module} (${page}) is not a chunk of the build`);
        return chunk;
      };
      for (const [page, module] of Object.entries(pages))
        styles.set(page, stylesOf(bundle, codeOf(bundle, chunkOf(module, page), new Set())));
      // What the first scripts load already (with the entry's first steps) is left out of the signed-in pages' lists.
      const first = new Set<string>();
      for (const entry of [...chunks.filter((chunk) => chunk.isEntry), ...stepChunks(bundle, root)])
        codeOf(bundle, entry, first);
      for (const [path, modules] of Object.entries(signedIn)) {
        const seen = new Set(first);
        const code = modules.map((module) => chunkOf(module, path)).flatMap((chunk) => codeOf(bundle, chunk, seen));
        signedInCode[path] = [...code, ...stylesOf(bundle, code)];
      }
    },
    async closeBundle() {
      writeFileSync(join(outDir, 'page-code.json'), JSON.stringify(signedInCode, null, 2));
      // The same config, built for Node: the entry that renders a page (src/prerender.tsx). Its
      // output goes under node_modules so that Node finds the dependencies left out of it.
      const ssrDir = join(root, 'node_modules/.prerender');
      await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
        // The workspace's packages from their sources, built in; the rest is Node's to load.
        ssr: {
          noExternal: [/^@courier\//],
          resolve: { conditions: [sourceCondition, 'module', 'node', 'development|production'] },
        },
      });
      try {
        const { render } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
          render: (page: string, language: string) => Promise<Prerendered>;
        };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const list: Record<string, Record<string, string>> = {};
        for (const [page, css] of styles) {
          for (const language of languages) {
            const file = `prerendered/${language}${page}.html`;
            const html = fill(template, outDir, language, css, await render(page, language));
            mkdirSync(dirname(join(outDir, file)), { recursive: true });
            writeFileSync(join(outDir, file), html);
            (list[page] ??= {})[language] = file;
          }
        }
        writeFileSync(join(outDir, 'prerendered.json'), JSON.stringify(list, null, 2));
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A style file written into the page: nothing to fetch before the first paint. The link beside it,
 * disabled (never fetched nor applied), tells the app's loader the file is here already, so a
 * chunk that needs it later does not fetch it again.
 */
function inlineStyle(outDir: string, file: string): string {
  const css = readFileSync(join(outDir, file), 'utf8');
  // Written into the page, a relative url() would point elsewhere; and nothing may close the element.
  if (/url\((?!["']?(?:\/|data:|#))/.test(css) || /<\/style/i.test(css))
    throw new Error(`prerender: ${file} cannot be written into the page`);
  return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
}

/** The built index.html around a rendered page: its language, theme class, title, styles and markup. */
function fill(template: string, outDir: string, language: string, css: string[], page: Prerendered): string {
  const replace = (html: string, search: string | RegExp, by: string) => {
    if (typeof search === 'string' ? !html.includes(search) : !search.test(html))
      throw new Error(`prerender: index.html has no ${String(search)}`);
    return html.replace(search, () => by);
  };
  // The first scripts' styles, in the page where index.html links them; then the page's own.
  let html = template.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_link, file: string) =>
    inlineStyle(outDir, file),
  );
  const own = css.filter((file) => !template.includes(`/${file}"`)).map((file) => inlineStyle(outDir, file));
  html = replace(
    html,
    /<html lang="en">/,
    `<html lang="${language}" class="${page.themeClass}" data-theme="default" data-scheme="light" style="color-scheme: light">`,
  );
  html = replace(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replace(html, '</head>', `${own.map((style) => `${style}\n  `).join('')}</head>`);
  return replace(html, '<div id="root"></div>', `<div id="root" data-prerendered="${language}">${page.html}</div>`);
}
