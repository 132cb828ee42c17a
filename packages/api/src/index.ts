export { createApi } from './app';
export { Api, type ApiOptions, type MailMessage } from './http/api';
export { createTokens, randomSecret, tokenAudience, tokenIssuer, type AuthSettings, type Tokens } from './http/tokens';
export { openApiDocument } from './openapi';
export {
  createPasswords,
  javascriptScrypt,
  scryptParameters,
  type Passwords,
  type Scrypt,
  type ScryptParameters,
} from './http/passwords';
export { clientAddressHeader, signInThrottle } from './handlers/core/auth';
export { invitationHours } from './http/accounts';
export { createAdministrator, issueSetupLink, setupLinkHours, setupPending } from './handlers/core/setup';
export { auditKeepDays, pruneAudit } from './handlers/v1/audit';
export { writeAudit } from './http/audit';
export { pruneSessions } from './http/sessions';
export {
  publicAddress,
  pruneWebhookDeliveries,
  sendDueWebhooks,
  webhookSignature,
  type WebhookPost,
} from './http/webhooks';
