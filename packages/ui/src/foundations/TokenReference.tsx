import { Fragment, useId, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { contrastOf } from '../theme/contrast';
import { themeTokens } from '../theme/tokens';
import { vars } from '../theme/contract.css';
import { breakpoints, mediaUp } from '../theme/breakpoints';
import type { Scheme, ThemeName } from '../theme/palettes';
import { visuallyHidden } from '../primitives/shared/visuallyHidden.css';
import * as styles from './Foundations.css';
import { groupUsage, usageOf } from './tokenUsage';

type Tree = { [key: string]: string | Tree };

/** How a key is written after its group in code: `.text`, `[50]`, `['2xl']`. */
const member = (key: string) =>
  /^[a-zA-Z_]\w*$/.test(key) ? `.${key}` : /^\d+$/.test(key) ? `[${key}]` : `['${key}']`;

/** Every leaf of a token group as [`vars.…` name, value], in the contract's order. */
function leaves(tree: Tree, path: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${path}${member(key)}`, value]] : leaves(value, `${path}${member(key)}`),
  );
}

/** The token a colour is read on: a role's `on` on its fill, its `softText` on its tint, the rest on the surface. */
const groundOf = (name: string) =>
  name.endsWith('.on')
    ? name.replace(/\.on$/, '.base')
    : name.endsWith('.softText')
      ? name.replace(/\.softText$/, '.soft')
      : 'vars.color.surface';

/** What a value looks like: a colour's swatch, a font's letters, a corner's curve, a length's bar. */
function Sample({ group, value }: { group: string; value: string }) {
  if (group === 'Colour') return <span className={styles.tokenSwatch} style={{ background: value }} />;
  if (group === 'Elevation')
    return <span className={styles.tokenSwatch} style={{ boxShadow: value, background: vars.color.surfaceRaised }} />;
  if (group === 'Line height')
    return (
      <span style={{ display: 'inline-block', lineHeight: value, width: '4rem', fontSize: '0.75rem' }}>
        Ag Ag Ag Ag
      </span>
    );
  if (group === 'Font family') return <span style={{ fontFamily: value }}>Ag 0O 1l</span>;
  if (group === 'Font weight') return <span style={{ fontWeight: value }}>Ag</span>;
  if (group === 'Font size') return <span style={{ fontSize: value }}>Ag</span>;
  if (group === 'Radius')
    return <span className={styles.tokenSwatch} style={{ borderRadius: value, width: '2rem', height: '2rem' }} />;
  if (group === 'Space') return <span className={styles.spaceBar} style={{ display: 'block', width: value }} />;
  return null;
}

/** A CSS variable or media query, free to wrap after a hyphen or a space, never inside a word. */
const Breakable = ({ text }: { text: string }) => (
  <>
    {text.split(/(?<=[- ])/).map((part, i) => (
      <Fragment key={i}>
        {i ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </>
);

const grade = (ratio: number) => (ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'decorative');

export interface TokenReferenceProps {
  theme: ThemeName;
  scheme: Scheme;
  /**
   * Called with what its copy button copies, the token's `vars.…` path or its CSS (the variable,
   * `var(--courier-…)`, or a breakpoint's media query); copies to the clipboard by default.
   */
  onCopy?: (name: string) => void;
}

/**
 * The theme's tokens for one palette and scheme, group by group with when to use them: each name
 * as written in code (`vars.…`), its CSS variable, its value with a sample, for colours the contrast
 * against what it is read on with the WCAG grade it meets, and what the token is for.
 * Copy puts the `vars.…` path on the clipboard (for a `.css.ts` file: typed, renamed with the
 * contract); Copy CSS puts the CSS variable (for a style attribute or a stylesheet outside
 * vanilla-extract; its name is the path, the same in every build).
 */
export function TokenReference({
  theme,
  scheme,
  onCopy = (name) => void navigator.clipboard?.writeText(name),
}: TokenReferenceProps) {
  const tokens = themeTokens(theme, scheme);
  const [copied, setCopied] = useState<string | null>(null);
  // The ids of each group's title and note, apart from another reference's on the same page.
  const id = useId();
  const idOf = (title: string) => `${id}-${title.toLowerCase().replace(/\W/g, '-')}`;
  // Breakpoints are media queries, not variables: imported from the theme (mediaUp('md')).
  const breakpointRows = Object.entries(breakpoints).map(([key, px]): [string, string] => [
    `mediaUp('${key}')`,
    `${px}px`,
  ]);
  const groups: [string, [string, string][]][] = [
    ['Colour', leaves(tokens.color as unknown as Tree, 'vars.color')],
    ['Font family', leaves(tokens.font, 'vars.font')],
    ['Font size', leaves(tokens.fontSize, 'vars.fontSize')],
    ['Font weight', leaves(tokens.fontWeight, 'vars.fontWeight')],
    ['Line height', leaves(tokens.lineHeight, 'vars.lineHeight')],
    ['Space', leaves(tokens.space, 'vars.space')],
    ['Radius', leaves(tokens.radius, 'vars.radius')],
    ['Elevation', leaves(tokens.shadow, 'vars.shadow')],
    ['Motion', leaves(tokens.motion as unknown as Tree, 'vars.motion')],
    ['Layer', leaves(tokens.zIndex, 'vars.zIndex')],
    ['Size', leaves(tokens.size, 'vars.size')],
    ['Breakpoint', breakpointRows],
  ];
  // The CSS of each path: its variable, from the contract itself, or a breakpoint's media query.
  const cssOf = new Map([
    ...leaves(vars as unknown as Tree, 'vars'),
    ...Object.keys(breakpoints).map((key): [string, string] => [
      `mediaUp('${key}')`,
      `@media ${mediaUp(key as keyof typeof breakpoints)}`,
    ]),
  ]);
  const values = new Map(groups[0]![1]);
  const copy = (name: string) => {
    onCopy(name);
    setCopied(name);
  };
  return (
    <div className={styles.tokenReference}>
      <p role="status" className={styles.muted}>
        {copied
          ? `Copied ${copied}`
          : `${theme} palette, ${scheme} scheme: contrast is measured against vars.color.surface (${tokens.color.surface}), a role's on colour against its fill and its soft text against its tint.`}
      </p>
      {groups.map(([title, rows]) => (
        <div key={title} className={styles.tokenGroup}>
          <p id={`${idOf(title)}-title`} className={styles.tokenGroupTitle}>
            {title}
          </p>
          <p id={`${idOf(title)}-use`} className={styles.muted}>
            {groupUsage[title]}
          </p>
          <table
            className={styles.tokenTable}
            aria-labelledby={`${idOf(title)}-title`}
            aria-describedby={`${idOf(title)}-use`}
          >
            <colgroup>
              <col className={styles.tokenColumns.token} />
              <col className={styles.tokenColumns.css} />
              <col className={styles.tokenColumns.value} />
              <col className={styles.tokenColumns.use} />
              <col className={styles.tokenColumns.copy} />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">{title === 'Breakpoint' ? 'Media query' : 'CSS variable'}</th>
                <th scope="col">Value</th>
                <th scope="col">Use for</th>
                <th scope="col">
                  <span className={visuallyHidden}>Copy</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([name, value]) => {
                const ground = groundOf(name);
                const ratio =
                  title === 'Colour'
                    ? contrastOf(value, values.get(ground) ?? tokens.color.surface, tokens.color.surface)
                    : null;
                const css = cssOf.get(name)!;
                return (
                  <tr key={name}>
                    <th scope="row" className={styles.token}>
                      {name}
                    </th>
                    <td className={styles.tokenCss}>
                      <Breakable text={css} />
                    </td>
                    <td>
                      <span className={styles.tokenValue}>
                        <Sample group={title} value={value} />
                        <span className={styles.tokenValueText}>{value}</span>
                      </span>
                      {ratio === null ? null : (
                        <span className={styles.tokenContrast}>
                          {`${ratio.toFixed(2)} : 1 · ${grade(ratio)}${ground === 'vars.color.surface' ? '' : ` on ${ground.split('.').pop()}`}`}
                        </span>
                      )}
                    </td>
                    <td>{usageOf(name)}</td>
                    <td className={styles.copyCell}>
                      <Button variant="ghost" size="sm" aria-label={`Copy ${name}`} onPress={() => copy(name)}>
                        Copy
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Copy CSS ${title === 'Breakpoint' ? 'media query' : 'variable'} of ${name}`}
                        onPress={() => copy(css)}
                      >
                        Copy CSS
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
