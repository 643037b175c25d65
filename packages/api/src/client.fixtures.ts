// The api client's test bench: a client over fetch-mock, and what a case of a call is (client.cases.fixtures.ts).
import fetchMock, { type FetchMock } from 'fetch-mock';
import { vi } from 'vitest';
import { createApiClient, type ApiClient } from './client.js';
import { accessToken, ada, samples } from './testing/index.js';

export const { catalogPackage, connection, connectionRequest, contact } = samples;
export const { catalogItem } = samples;
export const userId = ada.id;

export const ABSOLUTE = { apiUrl: 'https://api.example.com', authApiUrl: 'https://auth.example.com/' };
export const RELATIVE = { apiUrl: '', authApiUrl: '' };
export const XSRF = 'xsrf-cookie-value';

interface SetupOptions {
  bases?: { apiUrl: string; authApiUrl: string };
  token?: string | null;
}

export function setup({ bases = RELATIVE, token = accessToken }: SetupOptions = {}) {
  const fm: FetchMock = fetchMock.createInstance();
  fm.config.allowRelativeUrls = true;
  const onUnauthorized = vi.fn<(sentToken: string | null) => void>();
  const client = createApiClient({
    settings: {
      ...bases,
      authClientId: 'insight-web',
      authClientSecret: 'web-secret',
      contactEmail: 'support@insight.example',
      appName: 'Insight',
      appUrl: 'https://app.example.com',
    },
    fetch: fm.fetchHandler.bind(fm),
    getToken: () => token,
    getCookie: (name) => (name === 'XSRF-TOKEN' ? XSRF : undefined),
    onUnauthorized,
  });
  return { fm, client, onUnauthorized };
}

export const json = (body: unknown, status = 200) => ({
  status,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
export const text = (body: string, status = 200, contentType = 'text/plain') => ({
  status,
  body,
  headers: { 'Content-Type': contentType },
});

export const noContent = { status: 204 };

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; field: string; fileName: string };

export interface Case {
  invoke: (client: ApiClient) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: Body;
  answer: ReturnType<typeof json> | ReturnType<typeof text> | typeof noContent;
  expected: unknown;
  /** An answer of the wrong shape (struct answers only). */
  wrong?: unknown;
}
