/** A JWT-shaped token (unsigned) carrying the given claims; base64url of UTF-8, in Node and in a browser alike. */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => {
    let binary = '';
    for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

/** 2100-01-01: a token of the fixtures never expires during a test. */
const FAR_FUTURE = 4_102_444_800;

/** An access token as the token endpoint sends it: the browser reads sub and email (and exp). */
export const accessTokenFor = (email: string, sub: string): string => makeToken({ sub, email, exp: FAR_FUTURE });
