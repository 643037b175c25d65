// A signed-in Alice whose every gate call answers "go on", for the HomeGateStore tests.
import { STORAGE_KEYS, type Contact, type SurveyStatus } from '@insight/api';
import { vi } from 'vitest';
import { FEATURED_ID, catalogItem, catalogItems } from '@insight/api/testing';
import { aliceUser, createTestStore, type FakeEnvOptions } from '../test/fakeEnv';

export const alice: Contact = {
  user: { firstName: 'Alice', lastName: 'Liddell', gender: 'F', userName: 'alice@example.com', password: null },
};
const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };
const gateSettings = { requiredPurchaseCatalogItemId: 1, featuredCatalogItemId: FEATURED_ID, enablePackages: true };
export const survey = (
  status: SurveyStatus['status'],
  url: string | null = 'https://survey.test/s/abc',
): SurveyStatus => ({
  status,
  url,
});

/** A signed-in person whose every gate call answers "go on" unless a test says otherwise. */
export function setup({ api = {}, settings = {}, storage = {} }: FakeEnvOptions = {}) {
  const calls = {
    getContact: vi.fn(async () => alice),
    getCatalogItem: vi.fn(async (id: number) => catalogItem(id)),
    getSurvey: vi.fn(async (): Promise<SurveyStatus | null> => survey('complete')),
    createSurvey: vi.fn(async () => ({ url: 'https://survey.test/new?return=user-1' })),
    listCatalogItems: vi.fn(async () => catalogItems),
    ...api,
  };
  const { store, env } = createTestStore({
    api: calls,
    settings: { ...gateSettings, ...settings },
    storage: { ...signedIn, ...storage },
  });
  return { store, env, calls };
}
