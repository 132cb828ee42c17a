import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * The modules the page's entry (src/main.tsx) imports one after another as it starts, each
 * evaluated in a task of its own: their chunks, with what they import, are part of every page's
 * first load like the entry's own imports. The page names them in its head (`modulepreload`)
 * and applies their styles before its first paint (`stylesheet`), as it does the entry's, instead
 * of the entry asking for each step's files once the step before it has run.
 */
export const firstSteps = ['src/steps/react.ts', 'src/steps/ui.ts', 'src/start.tsx'];

/** A chunk and the chunks it imports, the imports first (the order they run in). */
export function codeOf(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk, seen: Set<string>): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((file) => {
    const next = bundle[file];
    return next?.type === 'chunk' ? codeOf(bundle, next, seen) : [];
  });
  return [...imported, chunk.fileName];
}

/** The styles of those chunks, in the same order. */
export const stylesOf = (bundle: Rolldown.OutputBundle, files: string[]) => [
  ...new Set(files.flatMap((file) => [...((bundle[file] as Rolldown.OutputChunk).viteMetadata?.importedCss ?? [])])),
];

/** The chunk of each first step, or an error naming the step that is not one. */
export function stepChunks(bundle: Rolldown.OutputBundle, root: string): Rolldown.OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  return firstSteps.map((step) => {
    const chunk = chunks.find((item) => item.facadeModuleId === join(root, step));
    if (!chunk) throw new Error(`first steps: ${step} is not a chunk of the build`);
    return chunk;
  });
}

/** Both browser builds (the server's and the static demo's): the steps' files named in index.html. */
export const preloadFirstSteps = (): Plugin => {
  let root = '';
  return {
    name: 'courier-first-steps',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        // What the page names already (the entry's own imports) is not named twice.
        const named = new Set([...html.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]!));
        const code = stepChunks(bundle, root)
          .flatMap((chunk) => codeOf(bundle, chunk, new Set()))
          .filter((file, i, all) => all.indexOf(file) === i);
        const styles = stylesOf(bundle, code).filter((file) => !named.has(file));
        return [
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...code
            .filter((file) => !named.has(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
};
