// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient module types for packages that compile these sources
/// <reference path="../../ambient.d.ts" />
import { z } from 'zod';
import type { FileItem, IconSetName } from '@courier/domain';
import { route, type MockApi } from '../../http/api';
import { notFound } from '../../http/errors';
import { parseQuery } from '../../http/respond';
import { analyticsDashboard, cryptoDashboard, financeDashboard, projectDashboard } from '../../seed/samples/dashboards';

/** The seven icon sets of the sample-data spec: namespace, display name, grid class, names. */
const iconSets: Record<IconSetName, { namespace: string; name: string; grid: string; load: () => Promise<{ default: string[] }> }> = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6', load: () => import('virtual:courier-icon-names/feather') },
  'heroicons-outline': { namespace: 'heroicons_outline', name: 'Heroicons Outline', grid: 'icon-size-6', load: () => import('virtual:courier-icon-names/heroicons_outline') },
  'heroicons-solid': { namespace: 'heroicons_solid', name: 'Heroicons Solid', grid: 'icon-size-6', load: () => import('virtual:courier-icon-names/heroicons_solid') },
  'heroicons-mini': { namespace: 'heroicons_mini', name: 'Heroicons Mini', grid: 'icon-size-5', load: () => import('virtual:courier-icon-names/heroicons_mini') },
  'material-solid': { namespace: 'mat_solid', name: 'Material Solid', grid: 'icon-size-6', load: () => import('virtual:courier-icon-names/mat_solid') },
  'material-outline': { namespace: 'mat_outline', name: 'Material Outline', grid: 'icon-size-6', load: () => import('virtual:courier-icon-names/mat_outline') },
  'material-twotone': { namespace: '', name: 'Material Twotone', grid: 'icon-size-6', load: () => import('virtual:courier-icon-names/mat_twotone') },
};

const dashboards = { analytics: analyticsDashboard, crypto: cryptoDashboard, finance: financeDashboard, project: projectDashboard };

export function contentHandlers(api: MockApi) {
  const s = () => api.db.samples;
  return [
    // The folder's folders and files, and the path of folders down to it ("null" is the root).
    route(api, 'get', '/api/apps/file-manager', async ({ request, url }) => {
      await api.user(request);
      const { folderId: raw } = parseQuery(url, z.object({ folderId: z.string().max(100).optional() }));
      const folderId = !raw || raw === 'null' ? null : raw;
      const items = s().files.filter((f) => f.folderId === folderId);
      const path: FileItem[] = [];
      for (let at = folderId ? s().files.find((f) => f.id === folderId && f.type === 'folder') : undefined; at; at = at.folderId ? s().files.find((f) => f.id === at!.folderId) : undefined) path.unshift(at);
      if (folderId && !path.length) return { folders: [], files: [], path: [] };
      return { folders: items.filter((f) => f.type === 'folder'), files: items.filter((f) => f.type !== 'folder'), path };
    }),

    route(api, 'get', '/api/apps/help-center/faqs', async ({ request, url }) => {
      await api.user(request);
      const { slug } = parseQuery(url, z.object({ slug: z.string().max(100).optional() }));
      return s().faqCategories.filter((c) => !slug || c.slug === slug).map((c) => ({ ...c, faqs: s().faqs.filter((f) => f.categoryId === c.id) }));
    }),
    route(api, 'get', '/api/apps/help-center/guides', async ({ request, url }) => {
      await api.user(request);
      const { slug, limit } = parseQuery(url, z.object({ slug: z.string().max(100).optional(), limit: z.coerce.number().int().min(1).max(100).default(5) }));
      const strip = <T extends { content?: string }>({ content: _c, ...g }: T) => g;
      if (slug) return s().guideCategories.filter((c) => c.slug === slug).map((c) => ({ ...c, guides: s().guides.filter((g) => g.categoryId === c.id).map(strip) }));
      return s().guideCategories.map((c) => {
        const guides = s().guides.filter((g) => g.categoryId === c.id);
        return { ...c, visibleGuides: Math.min(limit, guides.length), totalGuides: guides.length, guides: guides.slice(0, limit).map(strip) };
      });
    }),
    route(api, 'get', '/api/apps/help-center/guide', async ({ request, url }) => {
      await api.user(request);
      const { categorySlug, guideSlug } = parseQuery(url, z.object({ categorySlug: z.string().min(1).max(100), guideSlug: z.string().min(1).max(200) }));
      const category = s().guideCategories.find((c) => c.slug === categorySlug);
      const guide = category && s().guides.find((g) => g.categoryId === category.id && g.slug === guideSlug);
      return category && guide ? { ...category, guide } : null;
    }),

    route(api, 'get', '/api/apps/academy/categories', async ({ request }) => (await api.user(request), [...s().academyCategories].sort((a, b) => a.title.localeCompare(b.title)))),
    route(api, 'get', '/api/apps/academy/courses', async ({ request }) => (await api.user(request), s().courses)),
    route(api, 'get', '/api/apps/academy/courses/course', async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      const course = s().courses.find((c) => c.id === id);
      return course ? { ...course, steps: s().courseSteps[course.id] ?? [] } : null;
    }),

    // Activity times stay relative to now: 25 minutes to 4 days back.
    route(api, 'get', '/api/pages/activities', async ({ request }) => {
      await api.user(request);
      const now = api.db.now().getTime();
      return s().activities.map(({ agoMs, ...a }) => ({ ...a, date: new Date(now - agoMs).toISOString() }));
    }),

    route(api, 'get', '/api/ui/icons/:set', async ({ request, params }) => {
      await api.user(request);
      const set = iconSets[params.set as IconSetName];
      if (!set) throw notFound('Icon set');
      return { namespace: set.namespace, name: set.name, grid: set.grid, list: (await set.load()).default };
    }),

    route(api, 'get', '/api/dashboards/:name', async ({ request, params }) => {
      await api.user(request);
      const make = dashboards[params.name as keyof typeof dashboards];
      if (!make) throw notFound('Dashboard');
      return make(api.db.seed, api.db.now().getTime());
    }),
  ];
}
