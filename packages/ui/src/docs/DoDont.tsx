import { Fragment, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { Icon } from '../icons/Icon';
import * as styles from './DoDont.css';

/** One side of a pair: what the example shows, in a sentence, and the example itself. */
export interface DoDontExample {
  /** The rule in a sentence; `code` in backticks is shown as code. */
  caption: string;
  example: ReactNode;
}

/** A sentence with `code` in backticks shown as code (as the written guidance does). */
const Caption = ({ text }: { text: string }) => (
  <span>
    {text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>))}
  </span>
);

function Example({ kind, caption, example }: DoDontExample & { kind: 'do' | 'dont' }) {
  const { t } = useUiTranslation();
  const verdict = t(`doDont.${kind}`);
  return (
    // Named as it is read: the verdict, then the rule ("Don’t: Two primary buttons side by side").
    <figure className={styles.figure[kind]} aria-label={`${verdict}: ${caption.replaceAll('`', '')}`}>
      <div className={styles.stage} data-example={kind}>
        {example}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.verdict[kind]}>
          <Icon name={kind === 'do' ? 'heroicons_outline:check-circle' : 'heroicons_outline:x-circle'} size={18} />
          {verdict}
        </span>
        <Caption text={caption} />
      </figcaption>
    </figure>
  );
}

/**
 * A do and don't of the guidance as an illustrated pair: the same situation done well and done
 * badly, each live example with its rule in words under it (the verdict in words and by its
 * icon, not by colour alone). Each pair is a story of its component, shown on its docs page.
 */
export function DoDont({ do: good, dont: bad }: { do: DoDontExample; dont: DoDontExample }) {
  return (
    <div className={styles.pair}>
      <Example kind="do" {...good} />
      <Example kind="dont" {...bad} />
    </div>
  );
}

/**
 * A drawing of a surface inside an example (a dialog, a banner, a menu) where the live one would
 * cover the page: its title and content on a raised card.
 */
export function Sketch({ title, children, actions }: { title?: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.sketch}>
      {title ? <strong className={styles.sketchTitle}>{title}</strong> : null}
      {children}
      {actions ? <div className={styles.sketchActions}>{actions}</div> : null}
    </div>
  );
}
