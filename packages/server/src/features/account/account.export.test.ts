/**
 * A person's data in their hands, through the HTTP API: "Download my data" asks for the current password, is
 * limited per day, and holds everything the server keeps about the person (every take with its answers and scores)
 * and nothing private of anyone else (account.fixtures.ts).
 */
import {
  accountDataMessages as adm,
  calls,
  DataExport,
  DATA_EXPORTS_PER_DAY,
  PERSONAL_MAP_REPORT_ID,
} from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, login, signedInUser, type TestServer } from '../../test/harness.js';
import { addTake, chooseGroup } from '../../test/takes.js';
import { buyThroughWebhook } from '../../test/purchases.js';
import { NEO_ITEMS } from '../survey/neo-items.js';
import { scoreNeo } from '../survey/neo.js';
import { saveProfileImage } from '../profile-image/service.js';
import { accountFixtures, pictureSaver, refused } from './account.fixtures.js';
import { withoutTokens } from './export.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const { exportOf, answerAll, invite, connect, share } = accountFixtures(() => t);
const pictureFor = pictureSaver(() => t, saveProfileImage);

describe('POST /api/mylifecontact/data-export', () => {
  it('asks for the current password again: 400 without it, 403 when wrong, and counts no download then', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    refused(await exportOf(ada), 400, adm.passwordRequired);
    refused(await exportOf(ada, ''), 400, adm.passwordRequired);
    refused(await exportOf(ada, 'not-her-password'), 403, adm.passwordWrong);
    expect((await exportOf(ada, ada.user.password)).statusCode).toBe(200);
    expect(
      (await t.as(null).call(calls.exportMyData, { body: { currentPassword: ada.user.password } })).statusCode,
    ).toBe(401);
  });

  it(`allows ${DATA_EXPORTS_PER_DAY} downloads a day, then 429 with its text until the next day`, async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i += 1) {
      expect((await exportOf(ada, ada.user.password)).statusCode).toBe(200);
    }
    refused(await exportOf(ada, ada.user.password), 429, adm.tooManyExports);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const tomorrow = {
      ...ada,
      headers: { authorization: `Bearer ${await login(t.app, ada.user.email, ada.user.password)}` },
    };
    expect((await exportOf(tomorrow, ada.user.password)).statusCode).toBe(200);
  });

  it('holds the contact, answers and scores, purchases and orders, guides, connections, requests, shares and mails', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada', lastName: 'Lovelace', gender: 'F' });
    const bob = await signedInUser(t.app, { firstName: 'Bob' });
    const cy = await signedInUser(t.app, { firstName: 'Cy' });
    expect((await buyThroughWebhook(t.app, ada.id, ['MAP-001', 'CAR-001'])).statusCode).toBe(200);
    expect((await buyThroughWebhook(t.app, bob.id, ['MAP-001'])).statusCode).toBe(200);
    await answerAll(ada, 4);
    await answerAll(bob, 2);
    const pictureName = await pictureFor(ada);
    const connection = await connect(ada, bob);
    await share(ada, connection.id, [PERSONAL_MAP_REPORT_ID, 2]);
    await share(bob, connection.id, [PERSONAL_MAP_REPORT_ID]);
    await invite(ada, { email: 'dana@example.com', firstName: 'Dana' }, [2]);
    const mailed = await t.as(cy).call(calls.sendInviteEmail, {
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: ada.user.email,
        message: 'Join me on Insight',
      },
    });
    expect(mailed.statusCode, mailed.body).toBe(204);

    const res = await exportOf(ada, ada.user.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="insight-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const file = res.json<DataExport>();
    assert(file, DataExport);

    expect(file.account).toMatchObject({
      id: ada.id,
      email: ada.user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'F',
      pronoun: 'She/her',
      pendingEmail: null,
    });
    expect(file.account.emailConfirmedAt).not.toBeNull();
    expect(file.profilePictures).toEqual([
      {
        url: `http://insight.test/api/user/profileimage/${pictureName}`,
        contentType: 'image/png',
        uploadedAt: expect.any(String),
        current: true,
      },
    ]);
    expect(file.questionnaires).toHaveLength(1);
    const [questionnaire] = file.questionnaires;
    expect(questionnaire?.instrument).toBe('ipip-50');
    expect(questionnaire?.status).toBe('complete');
    expect(questionnaire?.result).toBeNull();
    expect(questionnaire?.answers).toHaveLength(50);
    expect(questionnaire?.answers[0]).toEqual({
      item: 1,
      statement: 'Am the life of the party.',
      trait: 'extraversion',
      answer: 4,
      answerText: 'Moderately Accurate',
    });
    expect(Object.keys(questionnaire?.scores ?? {}).sort()).toEqual(
      ['agreeableness', 'conscientiousness', 'emotionalStability', 'extraversion', 'intellect'].sort(),
    );
    expect(file.purchases.map((p) => [p.code, p.priceCents !== null, p.transactionId !== null])).toEqual([
      ['MAP-001', true, true],
      ['CAR-001', true, true],
    ]);
    expect(file.orders).toHaveLength(1);
    expect(file.orders[0]?.lines.map((l) => l.code)).toEqual(['MAP-001', 'CAR-001']);
    expect(file.orders[0]?.totalCents).toBe(file.purchases.reduce((sum, p) => sum + (p.priceCents ?? 0), 0));
    expect(file.guides.map((g) => g.reportId).sort()).toEqual([1, 2]);
    expect(file.connections).toEqual([
      {
        person: { firstName: 'Bob', lastName: bob.user.lastName, email: bob.user.email },
        since: expect.any(String),
        youShare: expect.arrayContaining([
          expect.objectContaining({ reportId: 1 }),
          expect.objectContaining({ reportId: 2 }),
        ]),
        sharedWithYou: [expect.objectContaining({ reportId: 1, name: 'My Personal Map' })],
      },
    ]);
    const sent = file.requestsSent.find((r) => r.to.email === 'dana@example.com');
    expect(sent).toMatchObject({ status: 'pending', message: 'Join me on Insight', guidesToShare: [{ reportId: 2 }] });
    expect(file.requestsSent.find((r) => r.to.email === bob.user.email)?.status).toBe('accepted');
    expect(file.requestsReceived).toEqual([
      expect.objectContaining({
        from: { firstName: 'Cy', lastName: cy.user.lastName, email: cy.user.email },
        status: 'pending',
      }),
    ]);
    // The mails kept for the address (the confirmation link among them), with their tokens removed.
    expect(file.mails.length).toBeGreaterThanOrEqual(1);
    expect(file.mails.some((mail) => mail.text.includes('/confirm-email?token=[removed]'))).toBe(true);
    expect(file.mails.some((mail) => mail.text.includes('connectionToken=[removed]'))).toBe(true);
    for (const mail of file.mails) {
      expect(mail.to).toBe(ada.user.email);
      expect(mail.text).not.toMatch(/[?&][a-z]*token=(?!\[removed\])/i);
    }

    // Nothing private of anyone else: Bob appears by name and e-mail only; no password hash, no score of his.
    const text = res.body;
    expect(text).not.toMatch(/password/i);
    expect(text).not.toContain(`"${bob.id}"`);
    expect(text).not.toContain('scrypt');
  });

  it('holds every take oldest first: a short and two full ones with answers, domains and facets against the group of now', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada', gender: 'F' });
    const varied = Array.from({ length: 120 }, (_, k) => 1 + ((k * 7) % 5));
    await addTake(t.app, ada.id, {
      instrument: 'ipip-50',
      answers: 4,
      finishedAt: new Date('2025-06-01T10:00:00.000Z'),
    });
    await addTake(t.app, ada.id, {
      instrument: 'ipip-neo-120',
      answers: 3,
      finishedAt: new Date('2026-01-10T09:00:00.000Z'),
    });
    await addTake(t.app, ada.id, {
      instrument: 'ipip-neo-120',
      answers: varied,
      finishedAt: new Date('2026-03-02T17:30:00.000Z'),
    });
    await chooseGroup(t.app, ada.id, { sex: 'female', ageBand: '21-40' });

    const res = await exportOf(ada, ada.user.password);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<DataExport>();
    assert(file, DataExport);
    expect(file.version).toBe(2);
    expect(file.comparisonGroup).toEqual({ sex: 'female', ageBand: '21-40', chosen: true });
    expect(file.questionnaires.map((take) => [take.instrument, take.status, take.completedAt])).toEqual([
      ['ipip-50', 'complete', '2025-06-01T10:00:00.000Z'],
      ['ipip-neo-120', 'complete', '2026-01-10T09:00:00.000Z'],
      ['ipip-neo-120', 'complete', '2026-03-02T17:30:00.000Z'],
    ]);
    const [short, first, second] = file.questionnaires as [
      DataExport['questionnaires'][number],
      DataExport['questionnaires'][number],
      DataExport['questionnaires'][number],
    ];
    expect(short).toMatchObject({ locale: 'en-US', result: null, scores: { extraversion: expect.any(Number) } });
    expect(short.answers).toHaveLength(50);

    // The full takes: every answer with its statement (the package's), domain and facet; no short-version scores.
    for (const take of [first, second]) {
      expect(take.scores).toBeNull();
      expect(take.answers).toHaveLength(120);
    }
    const item1 = NEO_ITEMS[0]!;
    expect(second.answers[0]).toEqual({
      item: 1,
      statement: item1.text,
      domain: item1.domain,
      facet: item1.facetKey,
      answer: varied[0],
      answerText: 'Very Inaccurate',
    });
    expect(first.answers[0]?.answerText).toBe('Neither Inaccurate nor Accurate');

    // Raw sums, T scores, percentiles and levels of the 5 domains and 30 facets, against the group of now.
    const expected = scoreNeo(varied, { sex: 'female', ageBand: '21-40' });
    expect(second.result?.group).toEqual({ sex: 'female', ageBand: '21-40' });
    expect(Object.keys(second.result?.domains ?? {}).sort()).toEqual([
      'agreeableness',
      'conscientiousness',
      'extraversion',
      'neuroticism',
      'openness',
    ]);
    expect(Object.values(second.result?.domains ?? {}).flatMap((d) => Object.keys(d.facets))).toHaveLength(30);
    expect(second.result?.domains.openness).toEqual({
      ...expected.domains.openness,
      level: expected.domains.openness.t < 45 ? 'low' : expected.domains.openness.t > 55 ? 'high' : 'average',
    });
    expect(first.result?.domains.agreeableness).toMatchObject({ raw: 72, percentile: 2, level: 'low' });
    expect(first.result?.domains.openness.facets.intellect).toMatchObject({ raw: 12 });
  });

  it('shows an unproven address nothing addressed to it: no invitation, no mail', async () => {
    const mallory = await signedInUser(t.app, { firstName: 'Mallory' }, { confirm: false });
    const cy = await signedInUser(t.app, { firstName: 'Cy' });
    await invite(cy, { email: mallory.user.email });
    const file = (await exportOf(mallory, mallory.user.password)).json<DataExport>();
    assert(file, DataExport);
    expect(file.account.emailConfirmedAt).toBeNull();
    expect(file.requestsReceived).toEqual([]);
    expect(file.mails).toEqual([]);
  });

  it('removes one-time tokens from mailed links', () => {
    expect(withoutTokens('Accept: http://x.test/accept?token=abcDEF123_-x and more')).toBe(
      'Accept: http://x.test/accept?token=[removed] and more',
    );
    expect(withoutTokens('http://x.test/register?connectionToken=Zz9_-aa')).toBe(
      'http://x.test/register?connectionToken=[removed]',
    );
    expect(withoutTokens('http://x.test/confirm-email?token=a1&next=/home')).toBe(
      'http://x.test/confirm-email?token=[removed]&next=/home',
    );
  });
});
