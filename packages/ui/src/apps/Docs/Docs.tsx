import { useId, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Link } from '../../primitives/Link/Link';
import { useCourierFormat } from '../../courier/format';
import * as styles from './Docs.css';

/** A block of a documentation page: text only (never markup), so nothing from it reaches the page as HTML. */
export type DocBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'links'; items: { label: string; href: string; description?: string }[] }
  | {
      kind: 'release';
      version: string;
      date: string;
      changes: { type: 'added' | 'changed' | 'fixed'; text: string }[];
    };

export interface DocPage {
  title: string;
  lead?: string;
  blocks: DocBlock[];
}

export interface DocsNavSection {
  title: string;
  pages: { title: string; href: string }[];
}

export interface DocsViewProps {
  /** The documentation's table of contents. */
  sections: DocsNavSection[];
  /** The page's address (marks it in the contents). */
  current: string;
  page: DocPage;
}

const tones = { added: 'success', changed: 'info', fixed: 'caution' } as const;

function Block({ block }: { block: DocBlock }): ReactNode {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const id = useId();
  switch (block.kind) {
    case 'heading':
      return <h2 className={styles.heading}>{block.text}</h2>;
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'links':
      return (
        <ul className={styles.links}>
          {block.items.map((item) => (
            <li key={item.href} className={styles.linkItem}>
              <Link href={item.href}>{item.label}</Link>
              {item.description ? <span className={styles.muted}>{item.description}</span> : null}
            </li>
          ))}
        </ul>
      );
    case 'release':
      return (
        <section className={styles.release} aria-labelledby={id}>
          <div className={styles.releaseHeader}>
            <h2 id={id} className={styles.heading}>
              {t('docs.version', { version: block.version })}
            </h2>
            <time className={styles.muted} dateTime={block.date}>
              {format.day(block.date)}
            </time>
          </div>
          <ul className={styles.changes}>
            {block.changes.map((change) => (
              <li key={change.text} className={styles.change}>
                <Badge tone={tones[change.type]}>{t(`docs.change.${change.type}`)}</Badge>
                <span>{change.text}</span>
              </li>
            ))}
          </ul>
        </section>
      );
  }
}

/** The staff documentation: its contents beside the page (above it on a narrow screen), and the page's text. */
export function DocsView({ sections, current, page }: DocsViewProps) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.root}>
      <nav aria-label={t('docs.contents')} className={styles.nav}>
        {sections.map((section) => (
          <div key={section.title} className={styles.navSection}>
            <h2 className={styles.navTitle}>{section.title}</h2>
            <ul className={styles.navList}>
              {section.pages.map((p) => (
                <li key={p.href}>
                  <Link href={p.href} className={styles.navLink} aria-current={p.href === current ? 'page' : undefined}>
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <article className={styles.article}>
        <header>
          <h1 className={styles.title}>{page.title}</h1>
          {page.lead ? <p className={styles.lead}>{page.lead}</p> : null}
        </header>
        {page.blocks.map((block, i) => (
          <Block key={i} block={block} />
        ))}
      </article>
    </div>
  );
}
