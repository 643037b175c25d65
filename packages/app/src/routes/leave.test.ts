import { describe, expect, it } from 'vitest';
import { testSettings } from '../test/fakeEnv';
import { allowedDeparture } from './leave';

const settings = {
  values: { ...testSettings, foxycartCDN: 'https://cdn.cart.test/loader', domainRedirectUrl: 'https://go.test/x' },
  appUrl: 'http://app.test',
};

describe('allowedDeparture: the one way out', () => {
  it.each([
    ['the cart store', 'https://cart.test/checkout?fc_auth_token=t', 'https://cart.test/checkout?fc_auth_token=t'],
    ['the server (the questionnaire)', 'http://api.test/questionnaire/abc', 'http://api.test/questionnaire/abc'],
    ['the app itself', 'http://app.test/home', 'http://app.test/home'],
    ['the cart’s CDN', 'https://cdn.cart.test/other', 'https://cdn.cart.test/other'],
    ['the domain redirect page', 'https://go.test/y', 'https://go.test/y'],
  ])('opens %s', (_name, address, expected) => {
    expect(allowedDeparture(settings, address)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.test/checkout'],
    ['a look-alike host', 'https://cart.test.evil.test/'],
    ['a protocol-relative address elsewhere', '//evil.test/x'],
    ['script', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['another port of the cart', 'https://cart.test:8443/checkout'],
    ['nothing', ''],
    ['not an address', 'http://'],
  ])('refuses %s', (_name, address) => {
    expect(allowedDeparture(settings, address)).toBeNull();
  });
});
