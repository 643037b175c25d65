import { describe, expect, it, afterEach } from 'vitest';
import { loadAnalytics } from './analytics';

const base = { apiUrl: '', authApiUrl: '', enablePackages: true } as const;
const scripts = () => document.head.querySelectorAll('script[data-analytics]');

describe('loadAnalytics (SPEC §1: only in Production)', () => {
  afterEach(() => scripts().forEach((s) => s.remove()));

  it('adds the configured script once in Production', () => {
    const settings = { ...base, environmentName: 'Production', analyticsUrl: 'https://stats.example.com/s.js' };
    const script = loadAnalytics(settings);
    expect(script?.src).toBe('https://stats.example.com/s.js');
    expect(script?.async).toBe(true);
    expect(loadAnalytics(settings)).toBe(script);
    expect(scripts()).toHaveLength(1);
  });

  it.each(['Dev', 'QA', 'production', undefined])('adds nothing when the environment is %s', (environmentName) => {
    expect(loadAnalytics({ ...base, environmentName, analyticsUrl: 'https://stats.example.com/s.js' })).toBeNull();
    expect(scripts()).toHaveLength(0);
  });

  it('adds nothing in Production without an address, or with one that is not a web address', () => {
    for (const analyticsUrl of [undefined, '', '  ', 'javascript:alert(1)', 'data:text/javascript,1']) {
      expect(loadAnalytics({ ...base, environmentName: 'Production', analyticsUrl })).toBeNull();
    }
    expect(scripts()).toHaveLength(0);
  });
});
