import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Faq, Guide } from '@courier/domain';
import {
  HelpCenterHome,
  HelpFaqsView,
  HelpGuidesView,
  HelpGuideView,
  type FaqCategory,
  type GuideCategory,
  type HelpLinks,
} from './HelpCenter';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t, holding } from '../../testing/t';

/** A category's link to all its guides, whatever their number (one guide or more). */
const allGuidesIn = (category: string) =>
  new RegExp(
    [1, 999]
      .map((count) => holding(t('help.allGuidesOf', { count, category })).source.replace('999', '\\d+'))
      .join('|'),
  );

const links: HelpLinks = {
  home: '#help',
  faqs: (slug) => (slug ? `#faqs/${slug}` : '#faqs'),
  guides: (slug) => (slug ? `#guides/${slug}` : '#guides'),
  guide: (category, guide) => `#guides/${category}/${guide}`,
  docs: '#docs',
};
const faq = (id: string, categoryId: string, question: string, answer: string): Faq => ({
  id,
  categoryId,
  question,
  answer,
});
const faqs: FaqCategory[] = [
  {
    id: 'fqc_1',
    slug: 'most-asked',
    title: 'Most asked',
    faqs: [
      faq(
        'faq_1',
        'fqc_1',
        'How do I track a parcel?',
        'Type its tracking number in the search at the top, or open Parcels and filter by it.',
      ),
      faq(
        'faq_2',
        'fqc_1',
        'Can I change the delivery address?',
        'Yes, until the parcel is out for delivery: open it and choose Edit.',
      ),
    ],
  },
  {
    id: 'fqc_2',
    slug: 'payments',
    title: 'Payments',
    faqs: [
      faq(
        'faq_3',
        'fqc_2',
        'What does cash on delivery cost?',
        'One per cent of the amount collected, at least 15 TRY.',
      ),
    ],
  },
];
const guide = (
  id: string,
  categoryId: string,
  slug: string,
  title: string,
  subtitle: string,
  content?: string,
): Guide => ({ id, categoryId, slug, title, subtitle, content });
const guides: GuideCategory[] = [
  {
    id: 'gdc_1',
    slug: 'getting-started',
    title: 'Getting started',
    totalGuides: 6,
    guides: [
      guide('gde_1', 'gdc_1', 'book-your-first-parcel', 'Book your first parcel', 'At the counter, in two minutes'),
      guide('gde_2', 'gdc_1', 'plan-a-trip', 'Plan a trip', 'A truck, a driver and a route'),
    ],
  },
  {
    id: 'gdc_2',
    slug: 'payments',
    title: 'Payments',
    totalGuides: 1,
    guides: [guide('gde_3', 'gdc_2', 'cash-on-delivery', 'Cash on delivery', 'Collect and remit')],
  },
];
const page = {
  id: 'gdc_1',
  slug: 'getting-started',
  title: 'Getting started',
  guide: guide(
    'gde_2',
    'gdc_1',
    'plan-a-trip',
    'Plan a trip',
    'A truck, a driver and a route',
    '<p>Step by step.</p><h2>Before you start</h2><ol><li>Open the module.</li><li>Follow the form.</li><li>Save.</li></ol>',
  ),
};

/** The home as the app keeps it: the query lives in the story. */
function LiveHome(props: Omit<Parameters<typeof HelpCenterHome>[0], 'query' | 'onQueryChange'>) {
  const [query, setQuery] = useState('');
  return <HelpCenterHome {...props} query={query} onQueryChange={setQuery} />;
}

const meta = {
  title: 'Apps/Help centre',
  tags: ['autodocs'],
  component: LiveHome,
  args: { faqs, guides, links },
} satisfies Meta<typeof LiveHome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home: the way to the questions and the guides, the most asked questions, and each category's first guides. */
export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('help.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: holding(t('help.faqs')) })).toHaveAttribute('href', '#faqs');
    await expect(canvas.getByRole('link', { name: holding(t('help.docs')) })).toHaveAttribute('href', '#docs');
    const most = canvas.getByRole('region', { name: 'Most asked' });
    const question = within(most).getByRole('button', { name: 'How do I track a parcel?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenAQuestion: Story = {
  tags: ['interaction'],
  ...afterShowcase(Home, async ({ canvas }) => {
    const most = canvas.getByRole('region', { name: 'Most asked' });
    const question = within(most).getByRole('button', { name: 'How do I track a parcel?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Type its tracking number/)).toBeVisible();
    const started = canvas.getByRole('region', { name: 'Getting started' });
    await expect(within(started).getByRole('link', { name: 'Plan a trip' })).toHaveAttribute(
      'href',
      '#guides/getting-started/plan-a-trip',
    );
    // Only two of six are shown: a link leads to all of them; a category shown whole has none.
    await expect(
      within(started).getByRole('link', { name: t('help.allGuidesOf', { count: 6, category: 'Getting started' }) }),
    ).toHaveAttribute('href', '#guides/getting-started');
    await expect(
      within(canvas.getByRole('region', { name: 'Payments' })).queryByRole('link', { name: allGuidesIn('Payments') }),
    ).toBeNull();
  }),
  name: 'Open a question',
};

/** A search runs over every question, answer and guide at once; matches are marked, a question found twice shows once. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('help.search') }), 'cash');
    const results = canvas.getByRole('region', { name: t('help.results', { count: 2 }) });
    // A question found by a search shows its answer.
    await expect(within(results).getByRole('button', { name: 'What does cash on delivery cost?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(results).getByText(/One per cent/)).toBeVisible();
    await expect(within(results).getByRole('link', { name: 'Cash on delivery' })).toBeVisible();
    await expect([...canvasElement.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['cash', 'Cash']);
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'xyz');
    await expect(canvas.getByText(t('help.noResults'))).toBeVisible();
  },
};

/** The questions by category; the chosen category is marked in the side list. */
export const Questions: Story = {
  render: () => <HelpFaqsView categories={faqs} selected="payments" links={links} />,
  play: async ({ canvas }) => {
    const side = canvas.getByRole('navigation', { name: t('help.categories') });
    await expect(within(side).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    await expect(within(side).getByRole('link', { name: t('help.allCategories') })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('region', { name: 'Most asked' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'What does cash on delivery cost?' }));
    await expect(canvas.getByText(/One per cent/)).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: t('help.breadcrumbs') })).getAllByRole('link');
    await expect(trail.map((a) => a.textContent)).toEqual([t('help.title'), t('help.faqs')]);
    await expect(trail[1]).toHaveAttribute('aria-current', 'page');
  },
};

/** One category's guides, all of them. */
export const GuideCategoryPage: Story = {
  name: 'Guides of a category',
  render: () => <HelpGuidesView categories={[guides[0]!]} selected="getting-started" links={links} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').filter((li) => li.closest('ul'))).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: t('help.guides') })).toHaveAttribute('href', '#guides');
  },
};

/** One guide: the trail back, its title and subtitle, and its body with headings and steps. */
export const GuidePageStory: Story = {
  name: 'Guide',
  render: () => <HelpGuideView page={page} links={links} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Plan a trip' })).toBeVisible();
    await expect(canvas.getByText('A truck, a driver and a route')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible();
    await expect(canvas.getByText('Follow the form.', { selector: 'li' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Getting started' })).toHaveAttribute(
      'href',
      '#guides/getting-started',
    );
    await expect(canvas.getByRole('link', { name: 'Getting started' })).not.toHaveAttribute('aria-current');
  },
};

/** A guide's body is sanitised: its formatting stays, scripts, handlers, frames and javascript links do not. */
export const GuideHostileMarkup: Story = {
  name: 'Guide hostile markup',
  tags: ['interaction'],
  render: () => (
    <HelpGuideView
      page={{
        ...page,
        guide: {
          ...page.guide,
          content:
            '<h2>Safe</h2><img src=x onerror="window.__helpHacked=1"><script>window.__helpHacked=2</script><iframe src="https://example.com"></iframe><a href="javascript:alert(1)">click</a><style>body{display:none}</style>',
        },
      }}
      links={links}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Safe' })).toBeVisible();
    await expect(canvasElement.querySelector('img, script, iframe, style, a[href^="javascript"]')).toBeNull();
    await expect((window as { __helpHacked?: number }).__helpHacked).toBeUndefined();
  },
};

/** An address that names no guide says so and leads back to the guides. */
export const GuideNotFound: Story = {
  name: 'Guide not found',
  render: () => <HelpGuideView page={null} links={links} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('help.noGuide') })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t('help.guides') })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { faqs: undefined, guides: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('help.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { faqs: [], guides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('help.empty'))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { faqs: undefined, guides: undefined, error: 'The server did not answer (503)', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('help.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long questions, answers and titles wrap inside the page. */
export const LongText: Story = {
  name: 'Long text',
  args: {
    faqs: [
      {
        ...faqs[0]!,
        faqs: [
          faq(
            'faq_9',
            'fqc_1',
            `${'Where is the parcel that was sent from İstanbul to Ankara '.repeat(4)}${'Q'.repeat(90)}?`,
            `${'A'.repeat(160)} ${'It is on its way. '.repeat(10)}`,
          ),
        ],
      },
    ],
    guides: [
      {
        ...guides[0]!,
        title: `Getting started ${'G'.repeat(120)}`,
        guides: [guide('gde_9', 'gdc_1', 'long', `${'Book '.repeat(20)}${'B'.repeat(100)}`, 'S'.repeat(140))],
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Where is the parcel/ }));
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1));
  },
};

/** In Turkish, with the sample's texts put in Turkish by the app's phrasebook (here a small one). */
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { say: (text: string) => ({ 'Most asked': 'En çok sorulanlar', 'Plan a trip': 'Sefer planla' })[text] ?? text },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Yardım merkezi' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'En çok sorulanlar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sefer planla' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Getting started içindeki 6 kılavuzun tümünü gör' })).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Most asked' })).toBeVisible();
  },
};
