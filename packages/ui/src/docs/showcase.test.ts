import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A story file's first story is the one a designer opens first and the one its docs page shows:
 * it opens as a user finds the view, and its play function only reads. What a user does (typing,
 * clicking, keys) is an interaction test beside it, tagged `interaction`.
 *
 * These first stories still act in their play function: overlays opened by a click (a dialog, a
 * menu, a panel of the shell) and stories named for what they do. The list only shrinks: the test
 * fails when a story here no longer acts (take it off) or another one starts to.
 */
const stillToSplit = [
  'data/DataTable/DataTable.stories.tsx ClientSorting',
  'primitives/ComboBox/ComboBox.stories.tsx FixedList',
  'primitives/ConfirmationDialog/ConfirmationDialog.stories.tsx Defaults',
  'primitives/Dialog/Dialog.stories.tsx Default',
  'primitives/Drawer/Drawer.stories.tsx Right',
  'primitives/Menu/Menu.stories.tsx Default',
  'primitives/NumberField/NumberField.stories.tsx TypeANumber',
  'primitives/Popover/Popover.stories.tsx Default',
  'primitives/Select/Select.stories.tsx Default',
  'primitives/SignaturePad/SignaturePad.stories.tsx Draw',
  'primitives/TextArea/TextArea.stories.tsx GrowsWithContent',
  'primitives/Toast/Toast.stories.tsx ShowAndDismiss',
  'primitives/Tooltip/Tooltip.stories.tsx OnFocus',
  'shell/FeedPanel/FeedPanel.stories.tsx Notifications',
  'shell/QuickChat/QuickChat.stories.tsx SelectAConversation',
  'shell/RouteAnnouncer/RouteAnnouncer.stories.tsx PageChange',
  'shell/Search/Search.stories.tsx DebouncedFromTwoCharacters',
  'shell/SettingsDrawer/SettingsDrawer.stories.tsx AppliedLive',
  'shell/TopBar/FullscreenToggle.stories.tsx EntersAndLeaves',
  'shell/TopBar/LanguageMenu.stories.tsx SwitchLanguage',
  'shell/UserMenu/UserMenu.stories.tsx ChangeStatus',
  'shell/auth/Auth.stories.tsx SignInValidation',
  'theme/ThemeProvider.stories.tsx SwitchesWithoutReload',
];

/** A play function acts when it types, clicks, presses keys or moves focus. */
const acts = /userEvent\.(type|click|dblClick|keyboard|tab|clear|hover|pointer|selectOptions|upload)|fireEvent|\.focus\(\)/;
const src = join(import.meta.dirname, '..');

/** Each story file (whose stories are not all interaction tests) and its first story, with whether its play acts. */
function firstStories() {
  const found: { name: string; acts: boolean }[] = [];
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.stories.tsx'))) {
    const text = readFileSync(join(src, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const meta = source.statements.find((s) => ts.isVariableStatement(s) && s.declarationList.declarations[0]?.name.getText() === 'meta');
    if (meta && /tags: \[[^\]]*'interaction'/.test(meta.getText())) continue;
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      const story = statement.declarationList.declarations[0]!;
      if (!story.initializer || !ts.isObjectLiteralExpression(story.initializer)) continue;
      if (/tags: \[[^\]]*'(interaction|turkish)'/.test(story.initializer.getText())) continue;
      const play = story.initializer.properties.find((p) => p.name?.getText() === 'play');
      found.push({ name: `${file.split('\\').join('/')} ${story.name.getText()}`, acts: Boolean(play && acts.test(play.getText())) });
      break;
    }
  }
  return found;
}

describe('showcase stories', () => {
  it('open untouched: the first story of a file only reads in its play function', () => {
    const stories = firstStories();
    expect(stories.length).toBeGreaterThan(60);
    expect(stories.filter((s) => s.acts).map((s) => s.name).sort()).toEqual([...stillToSplit].sort());
  });
});
