/**
 * The developers' guide at the head of the OpenAPI document (`info.description`): Redoc shows
 * its headings as the first sections of /api/docs, before the calls. Written for a customer's
 * developer who has just been handed an API key.
 */
import * as d from '@courier/domain';
import { webhookGuide } from './openapi.webhooks';

export const developerGuide = `api/v1 of the courier back office, as the server and the embedded mock server answer it. The Node server renders this document here, at /api/docs; the static demo, whose API runs in the visitor’s browser, serves the document only (\`/api/v1/openapi.json\`).

# Quick start

An administrator issues your system a key on your customer page (\`cbk_…\`, shown once). Send it as a bearer token:

\`\`\`
curl -H "Authorization: Bearer cbk_…" "https://courier.example/api/v1/parcels?status=created&size=25"
curl -H "Authorization: Bearer cbk_…" -H "Content-Type: application/json" -d @booking.json https://courier.example/api/v1/parcels
curl -H "Authorization: Bearer cbk_…" "https://courier.example/api/v1/parcels/{id}/label?format=zpl" > label.zpl
\`\`\`

A typed client comes from this document: \`npx openapi-typescript https://courier.example/api/v1/openapi.json -o openapi.d.ts\`, then \`createClient<paths>()\` of \`openapi-fetch\` (the repository's \`packages/api/client/example.ts\` books, prints a label and tracks with it).

# Authentication

- **A customer’s key** (\`Authorization: Bearer cbk_…\`): the parcel calls of its scopes (${d.apiKeyScopes.map((s) => `\`${s}\``).join(', ')}), for its customer’s parcels only. A revoked or expired key is a 401 that says which; a scope the key lacks a 403 \`key_scope\`.
- **Staff** sign in with \`POST /api/auth/sign-in\` and send the \`accessToken\` it answers as a bearer token; \`POST /api/auth/sign-in-with-token\` renews it.

# Errors

Every refusal is JSON: \`{"error": {"code", "message", "fields"?}}\`. \`code\` is one of ${d.errorCodes.map((c) => `\`${c}\``).join(', ')}; a 400 or 422 names each refused parameter or field in \`fields\` with a code of its own; a 403 or 409 may say why in \`reason\`. A refused write changes nothing.

# Rate limits

A key makes at most ${d.apiKeyCallsPerMinute} calls a minute on each server. Every answer to a key carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; past the limit the answer is a 429 with \`Retry-After\` in seconds.

# Webhooks

${webhookGuide}

Endpoints are added by an administrator on your customer page, or by your own system with a key of the \`webhooks\` scope (\`POST /api/v1/webhooks\`). To check a delivery:

\`\`\`
const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
const expected = 'v1,' + createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest('base64');
const ok = signatureHeader.split(' ').some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), Buffer.from(expected)))
  && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
\`\`\`
`;
