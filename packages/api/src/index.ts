export { createApi } from './app';
export { Api, type ApiOptions } from './http/api';
export { createTokens, randomSecret, tokenAudience, tokenIssuer, type AuthSettings, type Tokens } from './http/tokens';
export { openApiDocument } from './openapi';
