import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstSteps } from './vite-plugin-first-steps';

describe('the first steps', () => {
  it('are the modules the entry imports as it starts, in its order', () => {
    const entry = readFileSync(join(import.meta.dirname, 'src/main.tsx'), 'utf8');
    const imported = [...entry.matchAll(/await import\('\.\/([^']+)'\)/g)].map((match) => match[1]!);
    // Each named by its file: the plugin finds a step's chunk by its module.
    expect(imported.map((path) => firstSteps.find((step) => step.replace(/\.tsx?$/, '') === `src/${path}`))).toEqual(
      firstSteps,
    );
  });
});
