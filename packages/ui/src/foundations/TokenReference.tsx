import { useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { contrastOf } from '../theme/contrast';
import { themeTokens } from '../theme/tokens';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/breakpoints';
import type { Scheme, ThemeName } from '../theme/palettes';
import { visuallyHidden } from '../primitives/shared/visuallyHidden.css';
import * as styles from './Foundations.css';

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

/** What a value looks like: a colour's swatch, a font size's letters, a corner's curve, a length's bar. */
function Sample({ group, value }: { group: string; value: string }) {
  if (group === 'Colour') return <span className={styles.tokenSwatch} style={{ background: value }} />;
  if (group === 'Elevation') return <span className={styles.tokenSwatch} style={{ boxShadow: value }} />;
  if (group === 'Line height')
    return (
      <span style={{ display: 'inline-block', lineHeight: value, width: '4rem', fontSize: '0.75rem' }}>
        Ag Ag Ag Ag
      </span>
    );
  if (group === 'Font weight') return <span style={{ fontWeight: value }}>Ag</span>;
  if (group === 'Motion' || group === 'Layer' || group === 'Breakpoint') return null;
  if (group === 'Font size') return <span style={{ fontSize: value }}>Ag</span>;
  if (group === 'Radius')
    return <span className={styles.tokenSwatch} style={{ borderRadius: value, width: '2rem', height: '2rem' }} />;
  return <span className={styles.spaceBar} style={{ display: 'block', width: value }} />;
}

const grade = (ratio: number) => (ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'decorative');

export interface TokenReferenceProps {
  theme: ThemeName;
  scheme: Scheme;
  /**
   * Called with what its copy button copies, the token's `vars.…` path or its CSS variable
   * (`var(--…)`); copies to the clipboard by default.
   */
  onCopy?: (name: string) => void;
}

/**
 * The theme's tokens for one palette and scheme: each name as written in code (`vars.…`), its
 * value, a swatch, and for colours the contrast against what it is read on with the WCAG grade
 * it meets; elevation, motion, layers (z-index) and breakpoints after them.
 * Copy puts the `vars.…` path on the clipboard (for a `.css.ts` file: typed, renamed with the
 * contract); Copy CSS puts the CSS variable (`var(--…)`, for a style attribute or a stylesheet
 * outside vanilla-extract).
 */
export function TokenReference({
  theme,
  scheme,
  onCopy = (name) => void navigator.clipboard?.writeText(name),
}: TokenReferenceProps) {
  const tokens = themeTokens(theme, scheme);
  const [copied, setCopied] = useState<string | null>(null);
  const groups: [string, [string, string][]][] = [
    ['Colour', leaves(tokens.color as unknown as Tree, 'vars.color')],
    ['Font size', leaves(tokens.fontSize, 'vars.fontSize')],
    ['Font weight', leaves(tokens.fontWeight, 'vars.fontWeight')],
    ['Line height', leaves(tokens.lineHeight, 'vars.lineHeight')],
    ['Space', leaves(tokens.space, 'vars.space')],
    ['Radius', leaves(tokens.radius, 'vars.radius')],
    ['Elevation', leaves(tokens.shadow, 'vars.shadow')],
    ['Motion', leaves(tokens.motion as unknown as Tree, 'vars.motion')],
    ['Layer', leaves(tokens.zIndex, 'vars.zIndex')],
  ];
  // The CSS variable of each path, from the contract itself (vanilla-extract names them).
  const cssVariables = new Map(leaves(vars as unknown as Tree, 'vars'));
  // Breakpoints are media queries, not variables: imported from the theme (mediaUp('md')).
  const breakpointRows = Object.entries(breakpoints).map(([key, px]): [string, string] => [
    `mediaUp('${key}')`,
    `${px}px`,
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
      {[...groups, ['Breakpoint', breakpointRows] as [string, [string, string][]]].map(([title, rows]) => (
        <table key={title} className={styles.tokenTable}>
          <caption className={styles.paletteTitle}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              {title === 'Breakpoint' ? null : <th scope="col">CSS variable</th>}
              <th scope="col">Value</th>
              <th scope="col">{title === 'Colour' ? 'Swatch' : 'Sample'}</th>
              {title === 'Colour' ? <th scope="col">Contrast</th> : null}
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
              return (
                <tr key={name}>
                  <th scope="row" className={styles.token}>
                    {name}
                  </th>
                  {title === 'Breakpoint' ? null : <td className={styles.token}>{cssVariables.get(name)}</td>}
                  <td className={styles.token}>{value}</td>
                  <td>
                    <Sample group={title} value={value} />
                  </td>
                  {title === 'Colour' ? (
                    <td>
                      {ratio === null
                        ? '—'
                        : `${ratio.toFixed(2)} : 1 · ${grade(ratio)}${ground === 'vars.color.surface' ? '' : ` on ${ground.split('.').pop()}`}`}
                    </td>
                  ) : null}
                  <td className={styles.copyCell}>
                    <Button variant="ghost" size="sm" aria-label={`Copy ${name}`} onPress={() => copy(name)}>
                      Copy
                    </Button>
                    {cssVariables.has(name) ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Copy CSS variable of ${name}`}
                        onPress={() => copy(cssVariables.get(name)!)}
                      >
                        Copy CSS
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
