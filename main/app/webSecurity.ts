import { timingSafeEqual } from 'node:crypto';

/** The cookie that lets the browser fetch the static UI after the first, token-carrying URL. */
export const TOKEN_COOKIE = 'moot_token';

/** Content Security Policy for the UI: our own scripts only, no remote content, no framing. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Constant-time comparison, so the token cannot be guessed byte by byte from timings. */
export function tokensMatch(expected: string, candidate: string | undefined): boolean {
  if (candidate === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(candidate);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only loopback names with our own port: anything else is a DNS-rebinding attempt. */
export function isAllowedHost(hostHeader: string | undefined, port: number): boolean {
  if (!hostHeader) return false;
  return hostHeader === `127.0.0.1:${port}` || hostHeader === `localhost:${port}`;
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  return match?.[1];
}

export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
