import { Fragment, useId, type ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { Faq, Guide, HelpCategory } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { LoadFailed } from '../../primitives/EmptyState/LoadFailed';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { Highlighted, textMatches } from '../../data/Highlighted/Highlighted';
import { SafeHtml } from '../../shell/SafeHtml';
import * as styles from './HelpCenter.css';

export type FaqCategory = HelpCategory & { faqs: Faq[] };
export type GuideCategory = HelpCategory & { guides: Guide[]; totalGuides?: number };
export type GuidePage = HelpCategory & { guide: Guide };

/** Where the help centre's pages are (the app's routes). */
export interface HelpLinks {
  home: string;
  faqs: (categorySlug?: string) => string;
  guides: (categorySlug?: string) => string;
  guide: (categorySlug: string, guideSlug: string) => string;
  /** The staff documentation (its introduction), when there is one. */
  docs?: string;
}

interface Common {
  links: HelpLinks;
  error?: string | null;
  onRetry?: () => void;
  /** A sample text in the user's language (the app's phrasebook); as written by default. */
  say?: (text: string) => string;
}

const same = (text: string) => text;

/** The help centre's frame: the trail back to its home, the page's title and lead. */
function Page({
  trail,
  title,
  lead,
  children,
  links,
  trailEndsHere = true,
}: {
  trail: { label: string; href: string }[];
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  links: HelpLinks;
  trailEndsHere?: boolean;
}) {
  const { t } = useUiTranslation();
  const crumbs = [{ label: t('help.title'), href: links.home }, ...trail];
  return (
    <div className={styles.root}>
      {trail.length ? (
        <nav aria-label={t('help.breadcrumbs')}>
          <ol className={styles.crumbs}>
            {crumbs.map((crumb, i) => (
              <li key={crumb.href}>
                <Link href={crumb.href} aria-current={trailEndsHere && i === crumbs.length - 1 ? 'page' : undefined}>
                  {crumb.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** Loading, failed or nothing there: the state that stands in for the page's content, if any. */
function Standing({
  loading,
  error,
  onRetry,
  empty,
}: {
  loading: boolean;
  error?: string | null;
  onRetry?: () => void;
  empty: boolean;
}) {
  const { t } = useUiTranslation();
  if (error) return <LoadFailed title={t('help.error')} description={error} onRetry={onRetry} />;
  if (loading)
    return (
      <div role="status" aria-busy="true" aria-label={t('help.loading')} className={styles.stack}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} width={`${90 - i * 12}%`} height={20} />
        ))}
      </div>
    );
  if (empty)
    return <EmptyState icon="heroicons_outline:lifebuoy" title={t('help.empty')} description={t('help.emptyHint')} />;
  return null;
}

/** Questions that open to their answers (each a button that says whether it is open); found by a search, they start open. */
function FaqList({ faqs, query = '', say }: { faqs: Faq[]; query?: string; say: (text: string) => string }) {
  return (
    <div className={styles.faqs}>
      {faqs.map((faq) => (
        <Disclosure key={faq.id} className={styles.faq} defaultExpanded={query.trim().length > 0}>
          <Heading level={3} className={styles.faqHeading}>
            <AriaButton slot="trigger" className={styles.faqButton}>
              <Icon name="heroicons_outline:chevron-right" size={18} className={styles.chevron} />
              <span>
                <Highlighted text={say(faq.question)} query={query} />
              </span>
            </AriaButton>
          </Heading>
          <DisclosurePanel className={styles.faqPanel}>
            <p className={styles.answer}>
              <Highlighted text={say(faq.answer)} query={query} />
            </p>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </div>
  );
}

/** A category's guides as links, each with its subtitle. */
function GuideList({
  category,
  guides,
  links,
  query = '',
  say,
}: {
  category: HelpCategory;
  guides: Guide[];
  links: HelpLinks;
  query?: string;
  say: (text: string) => string;
}) {
  return (
    <ul className={styles.guides}>
      {guides.map((guide) => (
        <li key={guide.id} className={styles.guide}>
          <Icon name="heroicons_outline:document-text" size={20} className={styles.guideIcon} />
          <div className={styles.guideText}>
            <Link href={links.guide(category.slug, guide.slug)}>
              <Highlighted text={say(guide.title)} query={query} />
            </Link>
            <span className={styles.muted}>
              <Highlighted text={say(guide.subtitle)} query={query} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

export interface HelpCenterHomeProps extends Common {
  /** Every FAQ category with its questions; undefined while loading. */
  faqs: FaqCategory[] | undefined;
  /** Every guide category with its first guides and how many it has; undefined while loading. */
  guides: GuideCategory[] | undefined;
  query: string;
  onQueryChange: (query: string) => void;
}

/**
 * The help centre's home: a search over every question and guide (matches marked), the most
 * asked questions, and each guide category with its first guides.
 */
export function HelpCenterHome({
  faqs,
  guides,
  query,
  onQueryChange,
  links,
  error,
  onRetry,
  say = same,
}: HelpCenterHomeProps) {
  const { t } = useUiTranslation();
  const searching = query.trim().length > 0;
  const standing = (
    <Standing loading={!faqs || !guides} error={error} onRetry={onRetry} empty={!faqs?.length && !guides?.length} />
  );
  const foundFaqs = (faqs ?? [])
    .flatMap((c) => c.faqs)
    .filter((f) => textMatches(query, say(f.question), say(f.answer)));
  // A question stands in several categories: it is found once.
  const uniqueFaqs = foundFaqs.filter((f, i) => foundFaqs.findIndex((g) => say(g.question) === say(f.question)) === i);
  const foundGuides = (guides ?? [])
    .map((c) => ({ category: c, guides: c.guides.filter((g) => textMatches(query, say(g.title), say(g.subtitle))) }))
    .filter((c) => c.guides.length);
  const resultsId = useId();

  let body: ReactNode;
  if (error || !faqs || !guides || (!faqs.length && !guides.length)) body = standing;
  else if (searching)
    body = (
      <section aria-labelledby={resultsId} className={styles.stack}>
        <h2 id={resultsId} className={styles.heading} aria-live="polite">
          {t('help.results', { count: uniqueFaqs.length + foundGuides.reduce((n, c) => n + c.guides.length, 0) })}
        </h2>
        {uniqueFaqs.length ? <FaqList faqs={uniqueFaqs} query={query} say={say} /> : null}
        {foundGuides.map(({ category, guides: list }) => (
          <Fragment key={category.id}>
            <h3 className={styles.subheading}>{say(category.title)}</h3>
            <GuideList category={category} guides={list} links={links} query={query} say={say} />
          </Fragment>
        ))}
        {!uniqueFaqs.length && !foundGuides.length ? (
          <EmptyState
            icon="heroicons_outline:magnifying-glass"
            title={t('help.noResults')}
            description={t('help.noResultsHint')}
          />
        ) : null}
      </section>
    );
  else
    body = (
      <>
        <div className={styles.cards}>
          <Link href={links.faqs()} className={styles.card}>
            <Icon name="heroicons_outline:question-mark-circle" size={28} />
            <span className={styles.cardTitle}>{t('help.faqs')}</span>
            <span className={styles.muted}>{t('help.faqsLead')}</span>
          </Link>
          <Link href={links.guides()} className={styles.card}>
            <Icon name="heroicons_outline:book-open" size={28} />
            <span className={styles.cardTitle}>{t('help.guides')}</span>
            <span className={styles.muted}>{t('help.guidesLead')}</span>
          </Link>
          {links.docs ? (
            <Link href={links.docs} className={styles.card}>
              <Icon name="heroicons_outline:academic-cap" size={28} />
              <span className={styles.cardTitle}>{t('help.docs')}</span>
              <span className={styles.muted}>{t('help.docsLead')}</span>
            </Link>
          ) : null}
        </div>
        {faqs[0] ? (
          <section aria-labelledby={`${resultsId}-faq`} className={styles.stack}>
            <h2 id={`${resultsId}-faq`} className={styles.heading}>
              {say(faqs[0].title)}
            </h2>
            <FaqList faqs={faqs[0].faqs} say={say} />
          </section>
        ) : null}
        <GuideCategories categories={guides} links={links} say={say} />
      </>
    );

  return (
    <Page trail={[]} title={t('help.title')} lead={t('help.lead')} links={links}>
      <TextField
        className={styles.search}
        type="search"
        label={t('help.search')}
        icon="heroicons_outline:magnifying-glass"
        value={query}
        onChange={onQueryChange}
      />
      {body}
    </Page>
  );
}

/** Each guide category with its guides, and a link to all of them when some are not shown. */
function GuideCategories({
  categories,
  links,
  say,
}: {
  categories: GuideCategory[];
  links: HelpLinks;
  say: (text: string) => string;
}) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.columns}>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`guides-${category.id}`} className={styles.stack}>
          <h2 id={`guides-${category.id}`} className={styles.heading}>
            {say(category.title)}
          </h2>
          <GuideList category={category} guides={category.guides} links={links} say={say} />
          {category.totalGuides !== undefined && category.totalGuides > category.guides.length ? (
            <Link
              href={links.guides(category.slug)}
              aria-label={t('help.allGuidesOf', { count: category.totalGuides, category: say(category.title) })}
            >
              {t('help.allGuides', { count: category.totalGuides })}
            </Link>
          ) : null}
        </section>
      ))}
    </div>
  );
}

export interface HelpFaqsViewProps extends Common {
  /** The FAQ categories with their questions; undefined while loading. */
  categories: FaqCategory[] | undefined;
  /** The category shown (its slug); all when none. */
  selected?: string;
}

/** The questions by category: the categories as a side list, the chosen one's questions (or all). */
export function HelpFaqsView({ categories, selected, links, error, onRetry, say = same }: HelpFaqsViewProps) {
  const { t } = useUiTranslation();
  const shown = selected ? categories?.filter((c) => c.slug === selected) : categories;
  return (
    <Page
      trail={[{ label: t('help.faqs'), href: links.faqs() }]}
      title={t('help.faqs')}
      lead={t('help.faqsLead')}
      links={links}
    >
      {error || !categories || !shown?.length ? (
        <Standing loading={!categories} error={error} onRetry={onRetry} empty />
      ) : (
        <div className={styles.sided}>
          <nav aria-label={t('help.categories')}>
            <ul className={styles.side}>
              <li>
                <Link href={links.faqs()} className={styles.sideLink} aria-current={!selected ? 'page' : undefined}>
                  {t('help.allCategories')}
                </Link>
              </li>
              {categories.map((c) => (
                <li key={c.id}>
                  <Link
                    href={links.faqs(c.slug)}
                    className={styles.sideLink}
                    aria-current={c.slug === selected ? 'page' : undefined}
                  >
                    {say(c.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.stack}>
            {shown.map((c) => (
              <section key={c.id} aria-labelledby={`faqs-${c.id}`} className={styles.stack}>
                <h2 id={`faqs-${c.id}`} className={styles.heading}>
                  {say(c.title)}
                </h2>
                <FaqList faqs={c.faqs} say={say} />
              </section>
            ))}
          </div>
        </div>
      )}
    </Page>
  );
}

export interface HelpGuidesViewProps extends Common {
  /** The guide categories (all, each with its first guides, or the chosen one with all of them); undefined while loading. */
  categories: GuideCategory[] | undefined;
  /** The category shown (its slug); all when none. */
  selected?: string;
}

/** The guides: every category with its first guides, or one category with all of its guides. */
export function HelpGuidesView({ categories, selected, links, error, onRetry, say = same }: HelpGuidesViewProps) {
  const { t } = useUiTranslation();
  const category = selected ? categories?.find((c) => c.slug === selected) : undefined;
  const trail = [
    { label: t('help.guides'), href: links.guides() },
    ...(category ? [{ label: say(category.title), href: links.guides(category.slug) }] : []),
  ];
  const ready = categories && !error && (selected ? category : categories.length);
  return (
    <Page
      trail={trail}
      title={category ? say(category.title) : t('help.guides')}
      lead={t('help.guidesLead')}
      links={links}
    >
      {!ready ? (
        <Standing loading={!categories} error={error} onRetry={onRetry} empty />
      ) : category ? (
        <GuideList category={category} guides={category.guides} links={links} say={say} />
      ) : (
        <GuideCategories categories={categories} links={links} say={say} />
      )}
    </Page>
  );
}

export interface HelpGuideViewProps extends Common {
  /** The guide with its category; null when there is no such guide, undefined while loading. */
  page: GuidePage | null | undefined;
}

/** One guide: the trail back to its category, its title and subtitle, and its body (sanitised markup). */
export function HelpGuideView({ page, links, error, onRetry, say = same }: HelpGuideViewProps) {
  const { t } = useUiTranslation();
  if (!page)
    return (
      <Page
        trail={[{ label: t('help.guides'), href: links.guides() }]}
        title={page === null ? t('help.noGuide') : t('help.guides')}
        links={links}
        trailEndsHere={false}
      >
        {page === null && !error ? (
          <EmptyState
            icon="heroicons_outline:document-magnifying-glass"
            title={t('help.noGuide')}
            description={t('help.noGuideHint')}
            action={<Link href={links.guides()}>{t('help.guides')}</Link>}
          />
        ) : (
          <Standing loading={page === undefined} error={error} onRetry={onRetry} empty={false} />
        )}
      </Page>
    );
  return (
    <Page
      trail={[
        { label: t('help.guides'), href: links.guides() },
        { label: say(page.title), href: links.guides(page.slug) },
      ]}
      title={say(page.guide.title)}
      lead={say(page.guide.subtitle)}
      links={links}
      trailEndsHere={false}
    >
      <SafeHtml as="div" profile="article" html={say(page.guide.content ?? '')} className={styles.article} />
    </Page>
  );
}
