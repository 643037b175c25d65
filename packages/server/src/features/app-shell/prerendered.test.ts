import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { loadPrerenderedPages, prerenderedScriptSources } from './prerendered.js';

const page =
  '<title>__INSIGHT_SETTING_appName__</title><h1>Login To __INSIGHT_SETTING_appName__</h1>' +
  '<p>© <!-- -->__INSIGHT_YEAR__<!-- --> v__INSIGHT_SETTING_appVersion__</p>';

/** A build with one prerendered page: /login by default; `numbers`, the number settings it was drawn with. */
function dist(html = page, { address = '/login', numbers }: { address?: string; numbers?: string[] } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'insight-prerendered-'));
  const file = `${address.slice(1)}.html`;
  writeFileSync(path.join(dir, file), html);
  writeFileSync(
    path.join(dir, 'prerendered.json'),
    JSON.stringify({
      [address]: {
        file,
        settings: ['appName', 'appVersion'],
        tokens: { appName: '__INSIGHT_SETTING_appName__', appVersion: '__INSIGHT_SETTING_appVersion__' },
        ...(numbers ? { numbers } : {}),
        yearToken: '__INSIGHT_YEAR__',
      },
    }),
  );
  return dir;
}

const at2031 = () => new Date('2031-05-01T12:00:00Z');

describe('prerendered pages', () => {
  it("fills the settings (HTML-escaped) and this year's copyright; the exact address only, any case", () => {
    const pages = loadPrerenderedPages(dist(), { appName: 'Ins<ight> & "Co"', appVersion: '1.2.3' }, at2031);
    const html = pages.pageFor('/login');
    expect(html).toBe(
      '<title>Ins&lt;ight&gt; &amp; &quot;Co&quot;</title><h1>Login To Ins&lt;ight&gt; &amp; &quot;Co&quot;</h1>' +
        '<p>© <!-- -->2031<!-- --> v1.2.3</p>',
    );
    expect(pages.pageFor('/LOGIN')).toBe(html);
    expect(pages.pageFor('/login?returnUrl=%2Fhome')).toBeNull();
    expect(pages.pageFor('/register')).toBeNull();
    expect(pages.isPageFile('/login.html')).toBe(true);
    expect(pages.isPageFile('/login.html.br')).toBe(true);
    expect(pages.isPageFile('/index.html')).toBe(false);
  });

  it('leaves a page out when the app would draw a setting otherwise (empty or padded)', () => {
    expect(loadPrerenderedPages(dist(), { appName: 'Insight', appVersion: '' }).pageFor('/login')).toBeNull();
    expect(loadPrerenderedPages(dist(), { appName: ' Insight ', appVersion: '1' }).pageFor('/login')).toBeNull();
    // Still never sent as a file.
    expect(loadPrerenderedPages(dist(), { appName: '', appVersion: '' }).isPageFile('/login.html')).toBe(true);
  });

  it("leaves a page out when a setting ends in '/' (the app trims an address's last '/')", () => {
    expect(loadPrerenderedPages(dist(), { appName: 'Insight', appVersion: '1/' }).pageFor('/login')).toBeNull();
  });

  it('leaves a page drawn with a number setting out when the server has none, or not a number', () => {
    const home = (numbers?: string[]) => dist(page, { address: '/home', numbers });
    const settings = { appName: 'Insight', appVersion: '1' };
    const withNumbers = home(['featuredCatalogItemId']);
    expect(loadPrerenderedPages(withNumbers, { ...settings, featuredCatalogItemId: 7 }).pageFor('/home')).toContain(
      'Login To Insight',
    );
    expect(
      loadPrerenderedPages(withNumbers, { ...settings, featuredCatalogItemId: ' 7 ' }).pageFor('/home'),
    ).not.toBeNull();
    expect(loadPrerenderedPages(withNumbers, settings).pageFor('/home')).toBeNull();
    expect(
      loadPrerenderedPages(withNumbers, { ...settings, featuredCatalogItemId: 'seven' }).pageFor('/home'),
    ).toBeNull();
    expect(loadPrerenderedPages(withNumbers, { ...settings, featuredCatalogItemId: '' }).pageFor('/home')).toBeNull();
    // A build's manifest without the list (older builds) needs none.
    expect(loadPrerenderedPages(home(), settings).pageFor('/home')).not.toBeNull();
  });

  it('is empty without a prerender', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'insight-prerendered-'));
    expect(loadPrerenderedPages(empty, { appName: 'Insight' }).addresses).toEqual([]);
  });
});

/** A page's inline script (the theme the device chose, in the build), beside the app's own module script. */
const withScripts =
  '<html><head><script>document.title="x"</script><script type="module" src="/assets/start-AbCdEf12.js"></script>' +
  `</head><body>${page}</body></html>`;
/** sha256 of `document.title="x"`, base64 (openssl dgst -sha256 -binary | base64). */
const SCRIPT_SOURCE = "'sha256-eawmn9Ja0slk0t23UB0XPhR3DidQg5gBGKEBS+LWEMY='";

describe("the prerendered pages' inline scripts", () => {
  it('are named by the sha256 of their code; a script with a src is not inline', () => {
    expect(prerenderedScriptSources(dist(withScripts))).toEqual([SCRIPT_SOURCE]);
    expect(prerenderedScriptSources(dist())).toEqual([]);
    expect(prerenderedScriptSources(mkdtempSync(path.join(tmpdir(), 'insight-prerendered-')))).toEqual([]);
  });

  describe('served', () => {
    let t: TestServer;
    beforeAll(async () => {
      const dir = dist(withScripts);
      writeFileSync(path.join(dir, 'index.html'), '<html><head><title>Insight</title></head><body></body></html>');
      t = await createTestServer({ config: { appDist: dir, appVersion: '1.2.3' } });
    });
    afterAll(async () => {
      await t.close();
    });

    it("may run by the server's Content-Security-Policy, and no other inline script may", async () => {
      const login = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
      expect(login.body).toContain('<script>document.title="x"</script>');
      const scriptSrc = (csp: unknown) =>
        String(csp)
          .split(/;\s*/)
          .find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc(login.headers['content-security-policy'])).toBe(`script-src 'self' ${SCRIPT_SOURCE}`);
      // One policy for every answer.
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.headers['content-security-policy']).toBe(login.headers['content-security-policy']);
    });
  });
});
