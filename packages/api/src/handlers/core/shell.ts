import { navigationFor } from '@courier/domain';
import { route, type Api } from '../../http/api';
import { searchCall } from './search';

export function shellHandlers(api: Api) {
  return [
    // Public: the sign-in page of a demo says so before anyone signs in.
    route(api, 'get', '/api/v1/instance', () => ({
      demo: api.options.instance?.demo ?? false,
      exposed: Boolean(api.options.instance?.demo && api.options.instance.exposed),
    })),
    route(api, 'get', '/api/common/navigation', async ({ request }) => navigationFor((await api.user(request)).role)),

    route(api, 'post', '/api/common/search', ({ request }) => searchCall(api, request)),
  ];
}
