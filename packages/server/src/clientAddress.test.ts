import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedHttps, parseTrustedProxies } from './clientAddress';

describe('the caller’s address', () => {
  const proxy = ['10.0.0.2'];

  it('is the socket’s without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', [])).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', null, [])).toBe('203.0.113.7');
  });

  it('is the socket’s when the socket is not a trusted proxy (a client sending the header itself)', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', proxy)).toBe('203.0.113.7');
  });

  it('is read from the right of X-Forwarded-For behind a trusted proxy, skipping trusted hops', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', proxy)).toBe('198.51.100.1');
    // A client that wrote its own header first: the proxy appended the real address after it.
    expect(clientAddress('::ffff:10.0.0.2', '1.2.3.4, 198.51.100.1', proxy)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '198.51.100.1, 10.0.0.3', ['10.0.0.2', '10.0.0.3'])).toBe('198.51.100.1');
    // Something that is no address ends the trust there.
    expect(clientAddress('10.0.0.2', '198.51.100.1, junk', proxy)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', null, proxy)).toBe('10.0.0.2');
  });

  it('TRUST_PROXY takes IP addresses only, and nothing means none', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' 10.0.0.2, ::1 ')).toEqual(['10.0.0.2', '::1']);
    expect(() => parseTrustedProxies('10.0.0.2, proxy.local')).toThrow('"proxy.local" is not an IP address');
  });

  it('used HTTPS only as a trusted proxy says, by the value it wrote last', () => {
    expect(forwardedHttps('10.0.0.2', 'https', proxy)).toBe(true);
    expect(forwardedHttps('::ffff:10.0.0.2', 'http, HTTPS', proxy)).toBe(true);
    expect(forwardedHttps('10.0.0.2', 'https, http', proxy)).toBe(false);
    expect(forwardedHttps('10.0.0.2', null, proxy)).toBe(false);
    // A client sending the header itself, or no TRUST_PROXY.
    expect(forwardedHttps('203.0.113.7', 'https', proxy)).toBe(false);
    expect(forwardedHttps('10.0.0.2', 'https', [])).toBe(false);
  });
});
