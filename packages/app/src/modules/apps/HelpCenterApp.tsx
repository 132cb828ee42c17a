import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router-dom';
import {
  HelpCenterHome,
  HelpFaqsView,
  HelpGuidesView,
  HelpGuideView,
  type FaqCategory,
  type GuideCategory,
  type GuidePage,
  type HelpLinks,
} from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useSampleText } from '../../i18n/sampleText';
import { useTitle } from '../../pages/useTitle';

/**
 * /apps/help-center: the home (search, most asked, guides by category), /faqs[/:category],
 * /guides[/:category] and /guides/:category/:guide, over the sample area's API, in the user's
 * language through the phrasebook.
 */
const base = '/apps/help-center';
const links: HelpLinks = {
  home: base,
  faqs: (slug) => (slug ? `${base}/faqs/${slug}` : `${base}/faqs`),
  guides: (slug) => (slug ? `${base}/guides/${slug}` : `${base}/guides`),
  guide: (category, guide) => `${base}/guides/${category}/${guide}`,
  docs: '/docs/guides/getting-started/introduction',
};
const faqsQuery = {
  queryKey: ['apps', 'help', 'faqs'],
  queryFn: ({ signal }: { signal: AbortSignal }) => request<FaqCategory[]>('/api/apps/help-center/faqs', { signal }),
};

export function HelpCenterApp() {
  return (
    <Routes>
      <Route index element={<Home />} />
      <Route path="faqs/:category?" element={<Faqs />} />
      <Route path="guides/:category?" element={<Guides />} />
      <Route path="guides/:category/:guide" element={<Guide />} />
    </Routes>
  );
}

function Home() {
  const { t } = useTranslation('ui');
  useTitle(t('help.title'));
  const say = useSampleText();
  const [query, setQuery] = useState('');
  const faqs = useQuery(faqsQuery);
  // The search runs over every guide: all of them are fetched, the home shows each category's first five.
  const guides = useQuery({
    queryKey: ['apps', 'help', 'guides'],
    queryFn: ({ signal }) =>
      request<GuideCategory[]>('/api/apps/help-center/guides', { signal, query: { limit: 100 } }),
  });
  const failed = faqs.error ?? guides.error;
  const shown = query.trim() ? guides.data : guides.data?.map((c) => ({ ...c, guides: c.guides.slice(0, 5) }));
  return (
    <HelpCenterHome
      faqs={faqs.data}
      guides={shown}
      query={query}
      onQueryChange={setQuery}
      links={links}
      say={say}
      error={failed ? messageOf(failed) : null}
      onRetry={() => void Promise.all([faqs.refetch(), guides.refetch()])}
    />
  );
}

function Faqs() {
  const { category } = useParams();
  const { t } = useTranslation('ui');
  useTitle(t('help.faqs'));
  const faqs = useQuery(faqsQuery);
  return (
    <HelpFaqsView
      categories={faqs.data}
      selected={category}
      links={links}
      say={useSampleText()}
      error={faqs.error ? messageOf(faqs.error) : null}
      onRetry={() => void faqs.refetch()}
    />
  );
}

function Guides() {
  const { category } = useParams();
  const { t } = useTranslation('ui');
  const say = useSampleText();
  const guides = useQuery({
    queryKey: ['apps', 'help', 'guides', category ?? ''],
    queryFn: ({ signal }) =>
      request<GuideCategory[]>('/api/apps/help-center/guides', { signal, query: category ? { slug: category } : {} }),
  });
  const title = category ? guides.data?.find((c) => c.slug === category)?.title : undefined;
  useTitle(title ? say(title) : t('help.guides'));
  return (
    <HelpGuidesView
      categories={guides.data}
      selected={category}
      links={links}
      say={say}
      error={guides.error ? messageOf(guides.error) : null}
      onRetry={() => void guides.refetch()}
    />
  );
}

function Guide() {
  const { category = '', guide = '' } = useParams();
  const { t } = useTranslation('ui');
  const say = useSampleText();
  const page = useQuery({
    queryKey: ['apps', 'help', 'guide', category, guide],
    queryFn: ({ signal }) =>
      request<GuidePage | null>('/api/apps/help-center/guide', {
        signal,
        query: { categorySlug: category, guideSlug: guide },
      }),
  });
  useTitle(page.data ? say(page.data.guide.title) : page.data === null ? t('help.noGuide') : t('help.guides'));
  return (
    <HelpGuideView
      page={page.data}
      links={links}
      say={say}
      error={page.error ? messageOf(page.error) : null}
      onRetry={() => void page.refetch()}
    />
  );
}
