/**
 * The Start Here sample a new install shows (video, poster, captions), and the analytics script
 * that exists only in Production (its address a setting, allowed by the CSP only then).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { contentSecurityPolicy } from '../../security/headers.js';
import { TEST_APP_URL, createTestServer, type TestServer } from '../../test/harness.js';

const env = { APP_URL: TEST_APP_URL, DATA_DIR: '/nonexistent/insight-h5' };
const scriptSrc = (csp: string) => csp.split(/;\s*/).find((d) => d.startsWith('script-src')) ?? '';
const mediaSrc = (csp: string) => csp.split(/;\s*/).find((d) => d.startsWith('media-src')) ?? '';

describe('the Start Here sample', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a small WebM video, its poster and English captions from the shipped assets', async () => {
    const video = await t.app.inject({ method: 'GET', url: '/assets/catalog/start_here.webm' });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(video.rawPayload.length).toBeLessThan(300 * 1024);
    const poster = await t.app.inject({ method: 'GET', url: '/assets/catalog/start_here_poster.jpg' });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const captions = await t.app.inject({ method: 'GET', url: '/assets/catalog/start_here.en.vtt' });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
  });

  it('answers a byte range of the video (browsers seek with Range)', async () => {
    const part = await t.app.inject({
      method: 'GET',
      url: '/assets/catalog/start_here.webm',
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
  });

  it('DASHBOARD_VIDEO_URL=off shows none; another video never gets the sample poster or captions', () => {
    const off = loadConfig({ ...env, DASHBOARD_VIDEO_URL: 'off' }, { persistSecrets: false });
    expect([off.dashboardVideoUrl, off.dashboardVideoPosterUrl, off.dashboardVideoCaptionsUrl]).toEqual(['', '', '']);
    const own = loadConfig(
      { ...env, DASHBOARD_VIDEO_URL: 'https://videos.example/intro.mp4' },
      { persistSecrets: false },
    );
    expect(own).toMatchObject({
      dashboardVideoUrl: 'https://videos.example/intro.mp4',
      dashboardVideoPosterUrl: '',
      dashboardVideoCaptionsUrl: '',
    });
    expect(mediaSrc(contentSecurityPolicy(own))).toBe("media-src 'self' https://videos.example");
  });
});

describe('the analytics script', () => {
  const analytics = 'https://stats.example.com/script.js';

  it.each(['Dev', 'QA'])('%s: not in the settings file, not allowed by the CSP', async (environmentName) => {
    const config = loadConfig(
      { ...env, ENVIRONMENT_NAME: environmentName, ANALYTICS_URL: analytics },
      { persistSecrets: false },
    );
    expect(scriptSrc(contentSecurityPolicy(config))).not.toContain('stats.example.com');
    const t = await createTestServer({ config: { environmentName, analyticsUrl: analytics } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/assets/config.json' });
      expect(res.json<Record<string, unknown>>().analyticsUrl).toBe('');
      expect(scriptSrc(String(res.headers['content-security-policy']))).toBe("script-src 'self'");
    } finally {
      await t.close();
    }
  });

  it('Production: the settings file names it and the CSP allows its origin', async () => {
    const t = await createTestServer({ config: { environmentName: 'Production', analyticsUrl: analytics } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/assets/config.json' });
      expect(res.json<Record<string, unknown>>()).toMatchObject({
        environmentName: 'Production',
        analyticsUrl: analytics,
      });
      const csp = String(res.headers['content-security-policy']);
      expect(scriptSrc(csp)).toBe("script-src 'self' https://stats.example.com");
      expect(csp).toContain('connect-src');
    } finally {
      await t.close();
    }
  });

  it('Production without ANALYTICS_URL: nothing is added', () => {
    const config = loadConfig({ ...env, ENVIRONMENT_NAME: 'Production' }, { persistSecrets: false });
    expect(config.analyticsUrl).toBe('');
    expect(scriptSrc(contentSecurityPolicy(config))).toBe("script-src 'self'");
  });
});
