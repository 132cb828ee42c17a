/** A call to the API: a path that starts with /api/ (not a source file such as /src/api/client.ts). */
export const apiCall = /^[a-z]+:\/\/[^/]+\/api\//;
