import { openApiDocument } from '../openapi';
import { route, type Api, type Route } from '../http/api';
import { forbidden } from '../http/errors';
import { authHandlers } from './core/auth';
import { feedHandlers } from './core/feed';
import { setupHandlers } from './core/setup';
import { shellHandlers } from './core/shell';
import { chatHandlers } from './core/chat';
import { shortcutHandlers } from './core/shortcuts';
import { complaintHandlers } from './v1/complaints';
import { customerImportHandlers } from './v1/customerImport';
import { readHandlers } from './v1/crud';
import { insightHandlers } from './v1/insights';
import { liveHandlers } from './v1/live';
import { staffHandlers } from './v1/staff';
import { auditHandlers } from './v1/audit';
import { apiKeyHandlers, withApiKeyCalls } from './v1/apiKeys';
import { webhookHandlers } from './v1/webhooks';
import { meHandlers } from './v1/me';
import { companyHandlers } from './v1/company';
import { masterDataHandlers } from './v1/masterData';
import { parcelHandlers } from './v1/parcels';
import { labelHandlers } from './v1/labels';
import {
  complaintSpec,
  customerSpec,
  driverSpec,
  eventSpec,
  officeSpec,
  parcelSpec,
  routeSpec,
  tripSpec,
  truckSpec,
} from './v1/resources';
import { roundHandlers } from './v1/round';
import { scanHandlers } from './v1/scans';
import { tripHandlers } from './v1/trips';
import { noteHandlers, taskHandlers } from './samples/boards';
import { scrumboardHandlers } from './samples/scrumboard';
import { contactHandlers } from './samples/contacts';
import { contentHandlers } from './samples/content';
import { fileHandlers } from './samples/files';
import { inventoryHandlers } from './samples/inventory';
import { mailboxHandlers } from './samples/mailbox';

/** Every call of the API, specific paths before general ones. */
export function createRoutes(api: Api): Route[] {
  // The parcel calls a customer's API key opens are answered for the key where a call carries one.
  return withApiKeyCalls(api, [
    ...authHandlers(api),
    ...setupHandlers(api),
    ...feedHandlers(api, 'messages'),
    ...feedHandlers(api, 'notifications'),
    ...shortcutHandlers(api),
    ...shellHandlers(api),
    ...chatHandlers(api),
    route(api, 'get', '/api/v1/openapi.json', () => openApiDocument()),
    route(api, 'post', '/api/v1/demo/reset', async ({ request }) => {
      await api.userWithRole(request, ['admin', 'manager']);
      // Only a demo's data goes back to its seed; a company's is never thrown away by a call.
      if (!api.store.reset) throw forbidden('This server keeps its data: it cannot be reset');
      await api.store.reset();
      return true;
    }),
    ...parcelHandlers(api),
    ...labelHandlers(api),
    ...scanHandlers(api),
    ...roundHandlers(api),
    ...tripHandlers(api),
    ...complaintHandlers(api),
    ...customerImportHandlers(api),
    ...masterDataHandlers(api),
    ...liveHandlers(api),
    ...staffHandlers(api),
    ...auditHandlers(api),
    ...apiKeyHandlers(api),
    ...webhookHandlers(api),
    ...meHandlers(api),
    ...companyHandlers(api),
    ...insightHandlers(api),
    ...[
      officeSpec,
      customerSpec,
      parcelSpec,
      eventSpec,
      routeSpec,
      driverSpec,
      truckSpec,
      tripSpec,
      complaintSpec,
    ].flatMap((spec) => readHandlers(api, spec as never)),
    ...contactHandlers(api),
    ...inventoryHandlers(api),
    ...mailboxHandlers(api),
    ...noteHandlers(api),
    ...scrumboardHandlers(api),
    ...taskHandlers(api),
    ...contentHandlers(api),
    ...fileHandlers(api),
  ]);
}
