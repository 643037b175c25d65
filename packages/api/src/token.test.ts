import { describe, expect, it } from 'vitest';
import { currentUserFromToken, decodeAccessToken, decodeBase64Url, isTokenExpired } from './token.js';
import { accessToken, makeToken } from './testing/index.js';

const NOT_BASE64URL = 'This does not appear to be a base64url-encoded string.';

describe('decodeAccessToken', () => {
  it('reads sub, email and exp from a good token', () => {
    expect(decodeAccessToken(accessToken)).toMatchObject({
      sub: 'user-ada',
      email: 'ada@example.com',
      exp: 4_102_444_800,
    });
  });

  it('decodes UTF-8 and base64url characters (- and _)', () => {
    const token = makeToken({ sub: 'u?>>', email: 'zoë@example.com', name: 'Zoë ~~~ ÿÿ' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeAccessToken(token)).toMatchObject({ sub: 'u?>>', email: 'zoë@example.com', name: 'Zoë ~~~ ÿÿ' });
  });

  it('turns a numeric subject into a string id', () => {
    expect(decodeAccessToken(makeToken({ sub: 42, email: 'a@b.co' })).sub).toBe('42');
  });

  it.each([
    ['a payload with characters outside base64url', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIi*OiIxIn0.sig'],
    ['a payload with standard base64 characters', 'eyJhbGciOiJIUzI1NiJ9.eyJ+c3ViIjoiMSJ9.sig'],
    ['a payload of impossible length', 'eyJhbGciOiJIUzI1NiJ9.eyJzd.sig'],
    ['a header that is not base64url', 'not a header.eyJzdWIiOiIxIn0.sig'],
    ['a token that is not three parts', 'just-one-part'],
    ['a payload that is not JSON', `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('hello').toString('base64url')}.sig`],
  ])('fails with the SPEC text on %s', (_label, token) => {
    expect(() => decodeAccessToken(token)).toThrow(NOT_BASE64URL);
  });

  it('fails clearly when the sub or email claim is missing', () => {
    expect(() => decodeAccessToken(makeToken({ email: 'a@b.co' }))).toThrow(
      'The access token has no subject (sub) claim.',
    );
    expect(() => decodeAccessToken(makeToken({ sub: '1' }))).toThrow('The access token has no email claim.');
  });
});

describe('decodeBase64Url', () => {
  it('accepts padded and unpadded input', () => {
    expect(decodeBase64Url('aGk')).toBe('hi');
    expect(decodeBase64Url('aGk=')).toBe('hi');
  });
  it('rejects non-base64url input with the SPEC text', () => {
    expect(() => decodeBase64Url('a/b+')).toThrow(NOT_BASE64URL);
  });
});

describe('currentUserFromToken', () => {
  it('maps sub → id and email → userName and keeps the token', () => {
    expect(currentUserFromToken(accessToken)).toEqual({
      id: 'user-ada',
      userName: 'ada@example.com',
      token: accessToken,
    });
  });
});

describe('isTokenExpired', () => {
  it('compares exp (seconds) with now', () => {
    const token = makeToken({ sub: '1', email: 'a@b.co', exp: 1000 });
    expect(isTokenExpired(token, 999_000)).toBe(false);
    expect(isTokenExpired(token, 1_000_000)).toBe(true);
    expect(isTokenExpired(makeToken({ sub: '1', email: 'a@b.co' }))).toBe(false);
    expect(isTokenExpired('garbage')).toBe(true);
  });
});
