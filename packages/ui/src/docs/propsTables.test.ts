import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import docgen, { type ComponentDoc } from 'react-docgen-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { docgenOptions } from '../../../../.storybook/docgen.ts';

const src = join(import.meta.dirname, '..');
const component = (folder: string) => join(src, folder, `${folder.split('/').pop()}.tsx`);

/** The props tables of the docs pages, as Storybook's build reads them (the same parser and options). */
describe('the props tables', () => {
  let docs: Map<string, ComponentDoc>;
  beforeAll(() => {
    const parser = docgen.withCustomConfig(join(src, '../tsconfig.json'), docgenOptions);
    const files = ['Button', 'TextField', 'Dialog', 'Drawer', 'Toast', 'Select']
      .map((name) => component(`primitives/${name}`))
      .concat(component('data/DataTable'));
    docs = new Map(parser.parse(files).map((doc) => [doc.displayName, doc]));
  });
  /** A component's props by name, each with its type as the table shows it. */
  const props = (name: string) => {
    const doc = docs.get(name);
    expect(doc, name).toBeDefined();
    return Object.fromEntries(Object.entries(doc!.props).map(([prop, { type }]) => [prop, type.name]));
  };

  it('list the props a component takes from React Aria, with their types', () => {
    expect(props('Button')).toMatchObject({ isPending: 'boolean', isDisabled: 'boolean', onPress: expect.any(String) });
    expect(props('TextField')).toMatchObject({
      value: 'string',
      defaultValue: 'string',
      isDisabled: 'boolean',
      isRequired: 'boolean',
      onChange: '((value: string) => void)',
    });
    expect(props('Select')).toMatchObject({ isDisabled: 'boolean', isRequired: 'boolean' });
  });

  it('list the component’s own props, children included', () => {
    expect(props('Button')).toMatchObject({ variant: 'enum', children: 'ReactNode' });
    expect(props('Dialog')).toMatchObject({ isOpen: 'boolean', title: 'ReactNode', size: 'enum' });
    expect(props('Drawer')).toMatchObject({ isOpen: 'boolean', title: 'string', side: 'enum' });
    expect(props('ToastRegion')).toHaveProperty('queue');
  });

  it('give a generic component’s props their real types, not "unknown"', () => {
    const table = props('DataTable');
    expect(table).toMatchObject({
      rows: 'readonly T[]',
      selectedIds: 'readonly string[]',
      hiddenColumns: 'readonly string[]',
      columns: 'DataColumn<T>[]',
    });
    expect(Object.entries(table).filter(([, type]) => type === 'unknown')).toEqual([]);
  });

  it('leave out React’s own DOM attributes and events, also where React Aria lists them again', () => {
    for (const name of ['Button', 'TextField', 'Select']) {
      const table = props(name);
      for (const prop of ['onMouseDown', 'onClickCapture', 'onPointerEnter', 'dir', 'lang', 'suppressHydrationWarning'])
        expect(table, `${name}.${prop}`).not.toHaveProperty(prop);
    }
  });
});

/**
 * A component's docs page documents the component itself: its story file's `component` is the one
 * imported from the component's module, never a wrapper written in the stories (whose table would
 * list the story's own props). A story that renders it inside a demo does so through `render`.
 */
describe('the documented component of each primitive and data view', () => {
  const storyFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /^(primitives|data)\//.test(file.split('\\').join('/')) && file.endsWith('.stories.tsx'),
  );

  it.each(storyFiles)('%s', (file) => {
    const source = ts.createSourceFile(file, readFileSync(join(src, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const imported = new Set<string>();
    for (const statement of source.statements)
      if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
        for (const element of (statement.importClause?.namedBindings as ts.NamedImports | undefined)?.elements ?? [])
          imported.add(element.name.text);
    let documented: string | undefined;
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'component' && documented === undefined) {
        let value = node.initializer;
        while (
          ts.isAsExpression(value) ||
          ts.isExpressionWithTypeArguments(value) ||
          ts.isParenthesizedExpression(value)
        )
          value = value.expression;
        documented = value.getText();
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(documented, 'meta.component').toBeDefined();
    expect(imported, `${documented} is imported from the component's module`).toContain(documented);
  });
});
