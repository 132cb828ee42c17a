import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** A play function acts when it types, clicks, presses keys or moves focus. */
const acts =
  /userEvent\.(type|click|dblClick|keyboard|tab|clear|hover|pointer|selectOptions|upload)|fireEvent|\.focus\(\)/;
const src = join(import.meta.dirname, '..');

/** Each story file (whose stories are not all interaction tests) and its first story, with whether its play acts. */
function firstStories() {
  const found: { name: string; acts: boolean }[] = [];
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.stories.tsx'),
  )) {
    const text = readFileSync(join(src, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const meta = source.statements.find(
      (s) => ts.isVariableStatement(s) && s.declarationList.declarations[0]?.name.getText() === 'meta',
    );
    if (meta && /tags: \[[^\]]*'interaction'/.test(meta.getText())) continue;
    for (const statement of source.statements) {
      if (
        !ts.isVariableStatement(statement) ||
        !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      )
        continue;
      const story = statement.declarationList.declarations[0]!;
      if (!story.initializer || !ts.isObjectLiteralExpression(story.initializer)) continue;
      if (/tags: \[[^\]]*'(interaction|turkish)'/.test(story.initializer.getText())) continue;
      const play = story.initializer.properties.find((p) => p.name?.getText() === 'play');
      found.push({
        name: `${file.split('\\').join('/')} ${story.name.getText()}`,
        acts: Boolean(play && acts.test(play.getText())),
      });
      break;
    }
  }
  return found;
}

/**
 * A story file's first story is the one a designer opens first and the one its docs page shows:
 * it opens as a user finds the view, and its play function only reads. What a user does (typing,
 * clicking, keys) is an interaction test beside it, tagged `interaction`; an overlay's showcase
 * opens with the overlay shown (`defaultOpen`, `shownOpen` for its docs frame).
 */
describe('showcase stories', () => {
  it('open untouched: the first story of a file only reads in its play function', () => {
    const stories = firstStories();
    expect(stories.length).toBeGreaterThan(60);
    expect(stories.filter((s) => s.acts).map((s) => s.name)).toEqual([]);
  });
});
