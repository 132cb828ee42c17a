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

/** How far a token's times may stand ahead of this server's clock (another replica's clock). */
const clockSkewSeconds = 60;

export type TokenCheck =
  | { ok: true; userId: string; tokenId: string; sessionId: string; expiresAt: Date; signedInAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

/** A renewal's session: the one the renewed token belongs to, and when its password was given. */
export interface TokenSession {
  sessionId: string;
  signedInAt: Date;
}

export interface Tokens {
  /**
   * A token for the user. A sign-in starts a session (a new id); a renewal passes the session of
   * the token it renews, so that every token renewed from one sign-in is one session, and
   * signing out ends them all.
   */
  sign(userId: string, now: Date, session?: TokenSession): Promise<string>;
  verify(token: string, now: Date): Promise<TokenCheck>;
  /**
   * A known device's mark: given in a cookie where the right password was given for `email`, it
   * lets that browser's sign-ins to the account past the lockouts that others' failures cause
   * (handlers/core/auth.ts). Signed with the same key for another audience: never an access token.
   */
  device(email: string, now: Date): Promise<string>;
  /** The id of the device a mark names, when it is this server's and for `email`; null otherwise. */
  knownDevice(mark: string, email: string, now: Date): Promise<string | null>;
}

/** A known device's mark lives a year. */
export const deviceLifetimeSeconds = 365 * 24 * 3600;
const deviceAudience = `${tokenAudience}#device`;

/** When a session's last token can expire at the latest: renewals stop 30 days after the sign-in. */
export const sessionEnds = (signedInAt: Date, lifetimeSeconds = defaultTokenLifetimeSeconds) =>
  new Date(signedInAt.getTime() + (sessionLimitSeconds + lifetimeSeconds) * 1000);

export function createTokens({ secret, lifetimeSeconds = defaultTokenLifetimeSeconds }: AuthSettings): Tokens {
  if (secret.byteLength < 32) throw new Error('The token secret needs at least 32 bytes');
  return {
    async sign(userId, now, session = { sessionId: randomTokenId(), signedInAt: now }) {
      const iat = Math.floor(now.getTime() / 1000);
      // The moment the password was given, to the millisecond (auth_ms): a password changed in the
      // same second as a sign-in still ends it. auth_time is its whole second (RFC 9068).
      const authMs = session.signedInAt.getTime();
      return new SignJWT({ auth_time: Math.floor(authMs / 1000), auth_ms: authMs, sid: session.sessionId })
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
        const iat = payload.iat!;
        const exp = payload.exp!;
        const authMs = typeof payload.auth_ms === 'number' ? payload.auth_ms : payload.auth_time * 1000;
        const nowSeconds = now.getTime() / 1000;
        // Times this server never writes are refused, even under the right key: issued in the
        // future, living longer than a token lives, or a sign-in after the token or older than a
        // session may be renewed for (such a token would survive any password change).
        if (
          iat > nowSeconds + clockSkewSeconds ||
          exp - iat > lifetimeSeconds ||
          Math.floor(authMs / 1000) !== payload.auth_time ||
          authMs / 1000 > iat + clockSkewSeconds ||
          authMs / 1000 < iat - sessionLimitSeconds - clockSkewSeconds
        )
          return { ok: false, reason: 'invalid' };
        return {
          ok: true,
          userId: payload.sub,
          tokenId: payload.jti,
          // A token from before sessions had ids is a session of its own.
          sessionId: typeof payload.sid === 'string' && payload.sid ? payload.sid : payload.jti,
          expiresAt: new Date(exp * 1000),
          signedInAt: new Date(authMs),
        };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
    device(email, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setJti(randomTokenId())
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(email)
        .setIssuer(tokenIssuer)
        .setAudience(deviceAudience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + deviceLifetimeSeconds)
        .sign(secret);
    },
    async knownDevice(mark, email, now) {
      try {
        const { payload } = await jwtVerify(mark, secret, {
          algorithms: ['HS256'],
          issuer: tokenIssuer,
          audience: deviceAudience,
          subject: email,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
          currentDate: now,
        });
        return payload.iat! <= now.getTime() / 1000 + clockSkewSeconds ? payload.jti! : null;
      } catch {
        return null;
      }
    },
  };
}

export const randomTokenId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** A new random secret (a browser's demo, a server's first start). */
export const randomSecret = () => crypto.getRandomValues(new Uint8Array(32));
