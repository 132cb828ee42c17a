import { join } from 'node:path';
import { parseAst, type Plugin, type Rolldown } from 'vite';

/**
 * The signed-in area's frame in one chunk: the code the frame's module (`frame`, the secure
 * area's shell) uses that neither a public page nor the app (`app`, which a public page loads when
 * the visit goes further) uses goes into one file, `frame-[hash].js`, with its styles in one style
 * file.
 *
 * Left to itself the bundler makes a chunk of every set of modules shared by the same pages: the
 * dashboard's first load came in 88 files, most under 2 KiB, and a browser on HTTP/1.1 fetches six
 * at a time, a round trip each. Every signed-in page runs the whole frame, so one file costs none of
 * them a byte more (76 files); the public pages and the app keep their chunks as they were, since
 * what they use is left out of the group.
 *
 * What a module uses is followed by the names it imports, through the files that only pass names
 * on (the library's index, React Aria's): the module graph alone says that whoever imports one
 * name from an index imports everything the index names.
 */
export function frameChunk(app: string, frame: string): Plugin {
  const grouped = new Set<string>();
  let root = '';
  return {
    name: 'courier-frame-chunk',
    // The browser's builds (the server's and the demo's); not the pages rendered at build time in Node.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Only the frame's own modules: what they use of the public pages' code stays where it is.
              groups: [{ name: 'frame', test: (id: string) => grouped.has(id), includeDependenciesRecursively: false }],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    async buildEnd(error) {
      if (error) return;
      grouped.clear();
      const [appId, start] = [join(root, app), join(root, frame)];
      const stops = new Set([appId, start]);
      for (const id of stops)
        if (!this.getModuleInfo(id)) this.error(`frame chunk: ${id} is not a module of the build`);
      const graph = await usageGraph(this);
      // What a visit can run without the frame: the entries and what they use, at once or later.
      const outside = new Set<string>();
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) graph.walk(id, outside, stops, true);
      // What the app uses at once stays in its chunks: a public page that goes further loads the
      // app, and the frame only once the visit enters the signed-in area.
      graph.walk(appId, outside, new Set(), false);
      // The frame: what its module uses at once, but for the above. The module itself is loaded by
      // a dynamic import and keeps its chunk (the group's chunk would not export it).
      graph.walk(start, grouped, outside, false);
      grouped.delete(start);
    },
  };
}

/** One module's imports and exports, read from its code. */
interface Shape {
  /** Names it imports from each source ('*': all of it, a namespace or a bare import). */
  imports: { source: string; names: string[] | '*' }[];
  dynamic: string[];
  /** Names it declares. */
  own: Set<string>;
  /** Names it passes on: exported name → source and the name there. */
  passed: Map<string, { source: string; name: string }>;
  /** `export * from`: sources whose names it passes on. */
  all: string[];
  /** Whether it does anything but import and pass names on. */
  body: boolean;
  /** What it imports otherwise (`require`, or an import the resolver names differently): all of it. */
  other: string[];
}

/** What every module uses, by name, and a walk over it. */
async function usageGraph(context: Rolldown.PluginContext) {
  const shapes = new Map<string, Shape>();
  for (const id of context.getModuleIds()) {
    const code = context.getModuleInfo(id)?.code;
    if (code == null) continue;
    let program;
    try {
      program = parseAst(code, { lang: 'js' });
    } catch {
      continue;
    }
    const shape: Shape = {
      imports: [],
      dynamic: [],
      own: new Set(),
      passed: new Map(),
      all: [],
      body: false,
      other: [],
    };
    for (const node of program.body) {
      if (node.type === 'ImportDeclaration') {
        const names =
          node.specifiers.some((s) => s.type === 'ImportNamespaceSpecifier') || node.specifiers.length === 0
            ? '*'
            : node.specifiers.map((s) =>
                s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf((s as { imported: Named }).imported),
              );
        shape.imports.push({ source: String(node.source.value), names });
      } else if (node.type === 'ExportAllDeclaration') {
        if (node.exported) shape.passed.set(nameOf(node.exported), { source: String(node.source.value), name: '*' });
        else shape.all.push(String(node.source.value));
      } else if (node.type === 'ExportNamedDeclaration' && node.source) {
        for (const s of node.specifiers)
          shape.passed.set(nameOf(s.exported), { source: String(node.source.value), name: nameOf(s.local) });
      } else {
        shape.body = true;
        if (node.type === 'ExportNamedDeclaration') for (const s of node.specifiers) shape.own.add(nameOf(s.exported));
        if (node.type === 'ExportNamedDeclaration' && node.declaration)
          for (const name of declared(node.declaration)) shape.own.add(name);
        if (node.type === 'ExportDefaultDeclaration') shape.own.add('default');
      }
    }
    shape.dynamic = context.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
    shapes.set(id, shape);
  }
  // Sources to module ids, ahead of the walks (which are synchronous).
  const ids = new Map<string, string | null>();
  for (const [id, shape] of shapes) {
    const named = new Set<string>();
    for (const source of [
      ...shape.imports.map((i) => i.source),
      ...[...shape.passed.values()].map((p) => p.source),
      ...shape.all,
    ]) {
      const key = `${id}\0${source}`;
      if (!ids.has(key)) ids.set(key, (await context.resolve(source, id))?.id ?? null);
      const target = ids.get(key);
      if (target) named.add(target);
    }
    shape.other = (context.getModuleInfo(id)?.importedIds ?? []).filter((target) => !named.has(target));
  }
  const idOf = (importer: string, source: string) => ids.get(`${importer}\0${source}`) ?? null;

  /** The modules that hold `name` as `id` exports it: `id` itself, or where it passes the name from. */
  const holders = (id: string, name: string, seen = new Set<string>()): string[] => {
    const key = `${id}\0${name}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const shape = shapes.get(id);
    if (!shape || shape.own.has(name)) return [id];
    if (name === '*') return wholly(id);
    const own = shape.body ? [id] : [];
    const passed = shape.passed.get(name);
    if (passed) {
      const next = idOf(id, passed.source);
      return next ? [...own, ...(passed.name === '*' ? wholly(next) : holders(next, passed.name, seen))] : [...own];
    }
    const found = shape.all
      .map((source) => idOf(id, source))
      .filter((next): next is string => next !== null && exportsName(next, name, new Set()));
    // A name it does not pass on: the whole module, to be safe.
    return found.length ? [...own, ...found.flatMap((next) => holders(next, name, seen))] : wholly(id);
  };
  /** A module and everything it passes on (a namespace import, a bare one, a name not found). */
  const wholly = (id: string, seen = new Set<string>()): string[] => {
    if (seen.has(id)) return [];
    seen.add(id);
    const shape = shapes.get(id);
    const sources = shape ? [...[...shape.passed.values()].map((p) => p.source), ...shape.all] : [];
    return [
      id,
      ...sources.flatMap((source) => {
        const next = idOf(id, source);
        return next ? wholly(next, seen) : [];
      }),
    ];
  };
  const exportsName = (id: string, name: string, seen: Set<string>): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    const shape = shapes.get(id);
    if (!shape) return true;
    return (
      shape.own.has(name) ||
      shape.passed.has(name) ||
      shape.all.some((source) => {
        const next = idOf(id, source);
        return next !== null && exportsName(next, name, seen);
      })
    );
  };
  /** What a module needs to run: the holders of every name it imports, and all it passes on when used whole. */
  const uses = (id: string, dynamic: boolean): string[] => {
    const shape = shapes.get(id);
    if (!shape) return [];
    const used = shape.imports.flatMap(({ source, names }) => {
      const next = idOf(id, source);
      if (!next) return [];
      return names === '*' ? wholly(next) : names.flatMap((name) => holders(next, name));
    });
    return [...used, ...shape.other, ...(dynamic ? shape.dynamic : [])];
  };
  return {
    /** Adds to `into` what `start` uses, at once (and later: `dynamic`), not entering `stop`. */
    walk(start: string, into: Set<string>, stop: Set<string>, dynamic: boolean) {
      const queue = [start];
      while (queue.length) {
        const next = queue.pop()!;
        if (into.has(next) || stop.has(next)) continue;
        into.add(next);
        queue.push(...uses(next, dynamic));
      }
    },
  };
}

type Named = { type: 'Identifier'; name: string } | { type: 'Literal'; value: unknown };
const nameOf = (node: Named) => (node.type === 'Identifier' ? node.name : String(node.value));

/** The names a declaration makes (none for a pattern: a name it passes on unread makes the module used whole). */
function declared(declaration: { id?: unknown; declarations?: { id: unknown }[] }): string[] {
  const name = (id: unknown) =>
    typeof id === 'object' && id !== null && 'name' in id && typeof id.name === 'string' ? [id.name] : [];
  return declaration.declarations ? declaration.declarations.flatMap((d) => name(d.id)) : name(declaration.id);
}
