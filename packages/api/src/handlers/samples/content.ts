import { z } from 'zod';
import { courseProgressInput, type Course, type IconSetName } from '@courier/domain';
import { route, sampleDataOf, sampleRoute, type Api } from '../../http/api';
import { notFound, validation } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/respond';
import { analyticsDashboard, cryptoDashboard, defaultSeed, financeDashboard, projectDashboard } from '@courier/store';

/** The seven icon sets of the sample-data spec: namespace, display name, grid class, and the set the names come from. */
const iconSets: Record<IconSetName, { namespace: string; name: string; grid: string; source: string }> = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6', source: 'feather' },
  'heroicons-outline': {
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
    source: 'heroicons_outline',
  },
  'heroicons-solid': {
    namespace: 'heroicons_solid',
    name: 'Heroicons Solid',
    grid: 'icon-size-6',
    source: 'heroicons_solid',
  },
  'heroicons-mini': {
    namespace: 'heroicons_mini',
    name: 'Heroicons Mini',
    grid: 'icon-size-5',
    source: 'heroicons_mini',
  },
  'material-solid': { namespace: 'mat_solid', name: 'Material Solid', grid: 'icon-size-6', source: 'mat_solid' },
  'material-outline': {
    namespace: 'mat_outline',
    name: 'Material Outline',
    grid: 'icon-size-6',
    source: 'mat_outline',
  },
  'material-twotone': { namespace: '', name: 'Material Twotone', grid: 'icon-size-6', source: 'mat_twotone' },
};

const dashboards = {
  analytics: analyticsDashboard,
  crypto: cryptoDashboard,
  finance: financeDashboard,
  project: projectDashboard,
};

/**
 * A user's own progress through the academy's courses (course id -> progress), kept in the
 * samples collection under a key of its own: the course list is the company's, the progress the
 * user's. A course he has not opened yet shows the sample's progress, as his other own areas show
 * the company's model until he first writes.
 */
type Progress = Course['progress'];

const progressKey = (userId: string) => `academy:${userId}`;
const progressOf = async (api: Api, userId: string) =>
  (await api.store.documents.get<Record<string, Progress>>('samples', progressKey(userId))) ?? {};
const withProgress = (course: Course, own: Record<string, Progress>): Course =>
  Object.hasOwn(own, course.id) ? { ...course, progress: own[course.id]! } : course;

export function contentHandlers(api: Api) {
  return [
    sampleRoute(api, 'get', '/api/apps/help-center/faqs', async ({ data, request, url }) => {
      await api.user(request);
      const { slug } = parseQuery(url, z.object({ slug: z.string().max(100).optional() }));
      return data.faqCategories
        .filter((c) => !slug || c.slug === slug)
        .map((c) => ({ ...c, faqs: data.faqs.filter((f) => f.categoryId === c.id) }));
    }),
    sampleRoute(api, 'get', '/api/apps/help-center/guides', async ({ data, request, url }) => {
      await api.user(request);
      const { slug, limit } = parseQuery(
        url,
        z.object({ slug: z.string().max(100).optional(), limit: z.coerce.number().int().min(1).max(100).default(5) }),
      );
      const strip = <T extends { content?: string }>({ content: _c, ...g }: T) => g;
      if (slug)
        return data.guideCategories
          .filter((c) => c.slug === slug)
          .map((c) => ({ ...c, guides: data.guides.filter((g) => g.categoryId === c.id).map(strip) }));
      return data.guideCategories.map((c) => {
        const guides = data.guides.filter((g) => g.categoryId === c.id);
        return {
          ...c,
          visibleGuides: Math.min(limit, guides.length),
          totalGuides: guides.length,
          guides: guides.slice(0, limit).map(strip),
        };
      });
    }),
    sampleRoute(api, 'get', '/api/apps/help-center/guide', async ({ data, request, url }) => {
      await api.user(request);
      const { categorySlug, guideSlug } = parseQuery(
        url,
        z.object({ categorySlug: z.string().min(1).max(100), guideSlug: z.string().min(1).max(200) }),
      );
      const category = data.guideCategories.find((c) => c.slug === categorySlug);
      const guide = category && data.guides.find((g) => g.categoryId === category.id && g.slug === guideSlug);
      return category && guide ? { ...category, guide } : null;
    }),

    sampleRoute(
      api,
      'get',
      '/api/apps/academy/categories',
      async ({ data, request }) => (
        await api.user(request),
        [...data.academyCategories].sort((a, b) => a.title.localeCompare(b.title))
      ),
    ),
    sampleRoute(api, 'get', '/api/apps/academy/courses', async ({ data, user }) => {
      const own = await progressOf(api, user.id);
      return data.courses.map((course) => withProgress(course, own));
    }),
    sampleRoute(api, 'get', '/api/apps/academy/courses/course', async ({ data, user, url }) => {
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      const course = data.courses.find((c) => c.id === id);
      return course
        ? { ...withProgress(course, await progressOf(api, user.id)), steps: data.courseSteps[course.id] ?? [] }
        : null;
    }),
    // The step a user has reached (0-based; going back never lowers it), or, as the step after the
    // last, the course finished: every step done, and once more completed. His own progress alone.
    route(
      api,
      'put',
      '/api/apps/academy/courses/progress',
      async ({ request }) => {
        const user = await api.user(request);
        const input = await parseBody(request, courseProgressInput);
        const course = (await sampleDataOf(api, user.id)).courses.find((c) => c.id === input.id);
        if (!course) throw notFound('Course');
        if (input.step > course.totalSteps)
          throw validation({ step: 'too_big' }, `The course has ${course.totalSteps} steps`);
        const own = await progressOf(api, user.id);
        const before = withProgress(course, own).progress;
        const progress: Progress =
          input.step === course.totalSteps
            ? { currentStep: course.totalSteps, completed: before.completed + 1 }
            : { currentStep: Math.max(before.currentStep, input.step), completed: before.completed };
        await api.store.documents.put('samples', progressKey(user.id), { ...own, [course.id]: progress });
        return { ...course, progress };
      },
      { write: true },
    ),

    // Activity times stay relative to now: 25 minutes to 4 days back.
    sampleRoute(api, 'get', '/api/pages/activities', async ({ data, request }) => {
      await api.user(request);
      const now = api.now().getTime();
      return data.activities.map(({ agoMs, ...a }) => ({ ...a, date: new Date(now - agoMs).toISOString() }));
    }),

    route(api, 'get', '/api/ui/icons/:set', async ({ request, params }) => {
      await api.user(request);
      const set = Object.hasOwn(iconSets, params.set!) ? iconSets[params.set as IconSetName] : undefined;
      if (!set) throw notFound('Icon set');
      return {
        namespace: set.namespace,
        name: set.name,
        grid: set.grid,
        list: (await api.options.iconNames?.(set.source)) ?? [],
      };
    }),

    route(api, 'get', '/api/dashboards/:name', async ({ request, params }) => {
      await api.user(request);
      const make = Object.hasOwn(dashboards, params.name!)
        ? dashboards[params.name as keyof typeof dashboards]
        : undefined;
      if (!make) throw notFound('Dashboard');
      // The dashboards are made from the sample's seed number, relative to now.
      return make(defaultSeed, api.now().getTime());
    }),
  ];
}
