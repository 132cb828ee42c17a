import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** A tsconfig file as written (comments allowed). */
const config = (path: string) =>
  ts.parseConfigFileTextToJson(path, readFileSync(path, 'utf8')).config as {
    include?: string[];
    compilerOptions?: { types?: string[] };
  };

describe('npm run typecheck', () => {
  // The packages checked in the one program of tsconfig.typecheck.json; domain and ui keep their own.
  const grouped = ['store', 'store-sql', 'api', 'server', 'mocks', 'app'];
  const typecheck = config('tsconfig.typecheck.json');

  it("checks every file each grouped package's own tsconfig names, and the root's", () => {
    const wanted = [
      ...(config('tsconfig.json').include ?? []),
      ...grouped.flatMap((name) =>
        (config(`packages/${name}/tsconfig.json`).include ?? []).map((p) => `packages/${name}/${p}`),
      ),
    ];
    expect(wanted.filter((path) => !typecheck.include?.includes(path))).toEqual([]);
  });

  it("gives the grouped program every package's global types", () => {
    const types = new Set(typecheck.compilerOptions?.types);
    for (const name of grouped)
      for (const type of config(`packages/${name}/tsconfig.json`).compilerOptions?.types ?? ['node'])
        expect(types.has(type), `${name}: ${type}`).toBe(true);
  });

  it('runs the grouped program and the two packages kept apart', () => {
    const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
      .typecheck;
    expect(script).toBe('tsc -p tsconfig.typecheck.json && tsc -p packages/domain && tsc -p packages/ui');
  });
});
