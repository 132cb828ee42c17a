/**
 * Access tokens: HS256 JWTs (core spec section 9) that carry `exp`, `iss` and `aud`, all checked
 * (RFC 8725). The secret belongs to the host: the server's own, or one made per browser inside
 * the demo's worker; it is never a constant of the code.
 */
import { SignJWT, jwtVerify, errors } from 'jose';

export interface AuthSettings {
  /** The HS256 key: at least 32 bytes. */
  secret: Uint8Array;
  /** How long a token lives; 7 days by default (core spec section 9). */
  lifetimeSeconds?: number;
}

export const tokenIssuer = 'courier-back-office';
export const tokenAudience = 'courier-back-office/api';
export const defaultTokenLifetimeSeconds = 7 * 24 * 3600;
/** A session renewed with sign-in-with-token ends this long after the password was given. */
export const sessionLimitSeconds = 30 * 24 * 3600;

export type TokenCheck =
  | { ok: true; userId: string; tokenId: string; expiresAt: Date; signedInAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

export interface Tokens {
  /** A token for the user; `signedInAt` carries over the moment the password was given (a renewal). */
  sign(userId: string, now: Date, signedInAt?: Date): Promise<string>;
  verify(token: string, now: Date): Promise<TokenCheck>;
}

export function createTokens({ secret, lifetimeSeconds = defaultTokenLifetimeSeconds }: AuthSettings): Tokens {
  if (secret.byteLength < 32) throw new Error('The token secret needs at least 32 bytes');
  return {
    async sign(userId, now, signedInAt = now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ auth_time: Math.floor(signedInAt.getTime() / 1000) })
        .setJti(randomTokenId())
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .sign(secret);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: tokenIssuer,
          audience: tokenAudience,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
          currentDate: now,
        });
        if (!payload.sub || !payload.jti || typeof payload.auth_time !== 'number')
          return { ok: false, reason: 'invalid' };
        return {
          ok: true,
          userId: payload.sub,
          tokenId: payload.jti,
          expiresAt: new Date(payload.exp! * 1000),
          signedInAt: new Date(payload.auth_time * 1000),
        };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

const randomTokenId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** A new random secret (a browser's demo, a server's first start). */
export const randomSecret = () => crypto.getRandomValues(new Uint8Array(32));
