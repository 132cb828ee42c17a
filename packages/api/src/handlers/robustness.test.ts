/**
 * The bad-input cases (testing/badInput.ts) on the API in this process, on every store: the
 * server's suite runs the same table over HTTP (packages/server/src/robustness.test.ts), where a
 * real connection adds its own cases.
 */
import { expect, it } from 'vitest';
import { badInputSuite, bodyLimits } from '../testing/badInput';
import { apiFetch, signIn, useApi } from '../testing/harness';

useApi({ resetEach: true });
badInputSuite();

// Over HTTP the same is sent on a socket: the headers alone, and the answer comes before any body.
it('refuses a declared length past the limit before a byte is read', async () => {
  const token = await signIn('admin');
  for (const { method, path, type } of bodyLimits) {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({ pull: () => void pulled++ });
    const declared = await apiFetch(path, {
      method,
      headers: { 'content-type': type, authorization: `Bearer ${token}`, 'content-length': String(600 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(declared.status, path).toBe(413);
    expect(pulled, path).toBeLessThanOrEqual(1);
  }
});
