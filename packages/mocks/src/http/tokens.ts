/** Access tokens: HS256 JWTs that live 7 days (core spec section 9). */
import { SignJWT, jwtVerify, errors } from 'jose';

const secret = new TextEncoder().encode('courier-back-office-mock-secret-not-for-production');
export const tokenLifetimeSeconds = 7 * 24 * 3600;

export async function signToken(userId: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(userId).setIssuer('courier-mock').setIssuedAt(iat).setExpirationTime(iat + tokenLifetimeSeconds).sign(secret);
}

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

export async function verifyToken(token: string, now: Date): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: 'courier-mock', currentDate: now });
    return payload.sub ? { ok: true, userId: payload.sub } : { ok: false, reason: 'invalid' };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
