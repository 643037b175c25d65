/**
 * The authorization matrix of every connection call (and the report read) × every kind of asker
 * (matrix.fixtures.ts): anonymous · requester (R, who has a pending invitation Q to P and two connections) ·
 * recipient (P) · connected with share (C1: R shares a guide with C1) · connected without share (C2) · stranger
 * (S) · and the identity axis of proven addresses: unproven (U, never proven) · changing (H, proven, whose e-mail
 * change waits for its link). U may not share (403, its own text, before anything is read); removing answers as
 * for a stranger (404).
 * Each cell asserts the status and, for a refusal, the exact error body and that no row changed; each
 * success runs on a world of its own and asserts its effect.
 */
import { addressMessages as am, calls, connectionMessages as cm, Connection } from '@insight/api';
import { array, assert } from 'superstruct';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import {
  createMatrixServer,
  describeEndpoints,
  matrixFixtures,
  UNAUTHORIZED,
  who,
  type Endpoint,
  type World,
} from './matrix.fixtures.js';

let t: TestServer;
let base: World;

// Starting the database and building the shared world can take long on a loaded machine.
beforeAll(async () => {
  t = await createMatrixServer();
  base = await makeWorld();
}, 180_000);

afterAll(async () => {
  await t.close();
});

const { makeWorld, state, listOf, connectedTo } = matrixFixtures(() => t);

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/connection',
    read: true,
    send: (w, role) => t.as(who(w, role)).call(calls.listConnections),
    outcomes: {
      unproven: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      changing: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      anonymous: UNAUTHORIZED,
      requester: {
        status: 200,
        then: async (w, res) => {
          const list = res.json<Connection[]>();
          assert(list, array(Connection));
          expect(
            list.map((c) => [c.id, c.connectionReports.map((r) => r.reportId), c.connectionSharedReports]),
          ).toEqual([
            [w.withoutShare, [], []],
            [w.withShare, [2], []],
          ]);
        },
      },
      recipient: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      connectedWithShare: {
        status: 200,
        then: async (w, res) => {
          const list = res.json<Connection[]>();
          expect(
            list.map((c) => [c.id, c.connectionReports, c.connectionSharedReports.map((r) => r.reportId)]),
          ).toEqual([[w.withShare, [], [2]]]);
        },
      },
      connectedWithoutShare: {
        status: 200,
        then: async (w, res) => {
          const list = res.json<Connection[]>();
          expect(list.map((c) => [c.id, c.connectionReports, c.connectionSharedReports])).toEqual([
            [w.withoutShare, [], []],
          ]);
        },
      },
      stranger: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
    },
  },
  {
    name: 'PUT /api/connection',
    send: (w, role) => {
      // Each asks to share a guide they own (R: 1; C1: 4) on the connection R–C1; others an empty list.
      const reportIds = role === 'requester' ? [1] : role === 'connectedWithShare' ? [4] : [];
      return t.as(who(w, role)).call(calls.updateConnection, {
        body: {
          id: w.withShare,
          connectionReports: reportIds.map((reportId) => ({ reportId })),
        },
      });
    },
    outcomes: {
      unproven: { status: 403, error: am.confirmBeforeSharing },
      changing: { status: 404, error: cm.connectionNotFound },
      anonymous: UNAUTHORIZED,
      requester: {
        status: 204,
        then: async (w) => {
          const [seen] = await listOf<Connection>(w, 'connectedWithShare', calls.listConnections, array(Connection));
          expect(seen?.connectionSharedReports.map((r) => r.reportId)).toEqual([1]);
        },
      },
      recipient: { status: 404, error: cm.connectionNotFound },
      connectedWithShare: {
        status: 204,
        then: async (w) => {
          const [seen] = await listOf<Connection>(w, 'connectedWithShare', calls.listConnections, array(Connection));
          // C1's own shares changed; R's share with C1 stayed.
          expect(seen?.connectionReports.map((r) => r.reportId)).toEqual([4]);
          expect(seen?.connectionSharedReports.map((r) => r.reportId)).toEqual([2]);
        },
      },
      connectedWithoutShare: { status: 404, error: cm.connectionNotFound },
      stranger: { status: 404, error: cm.connectionNotFound },
    },
  },
  {
    name: 'POST /api/connection/cancel/{id}',
    send: (w, role) => t.as(who(w, role)).call(calls.removeConnection, { params: { id: w.withShare } }),
    outcomes: {
      unproven: { status: 404, error: cm.connectionNotFound },
      changing: { status: 404, error: cm.connectionNotFound },
      anonymous: UNAUTHORIZED,
      requester: {
        status: 204,
        then: async (w) => {
          expect(await connectedTo(w, 'connectedWithShare')).toEqual([]);
          expect(await connectedTo(w, 'requester')).toEqual([w.people.connectedWithoutShare.id]);
        },
      },
      recipient: { status: 404, error: cm.connectionNotFound },
      connectedWithShare: {
        status: 204,
        then: async (w) => {
          expect(await connectedTo(w, 'requester')).toEqual([w.people.connectedWithoutShare.id]);
          expect(
            (
              await t
                .as(w.people.connectedWithShare)
                .call(calls.getReport, { params: { userId: w.people.requester.id, reportId: 2 } })
            ).statusCode,
          ).toBe(403);
        },
      },
      connectedWithoutShare: { status: 404, error: cm.connectionNotFound },
      stranger: { status: 404, error: cm.connectionNotFound },
    },
  },
  {
    name: 'GET /api/report/{userId}/{reportId} (the guide R shares with C1)',
    read: true,
    send: (w, role) =>
      t.as(who(w, role)).call(calls.getReport, { params: { userId: w.people.requester.id, reportId: 2 } }),
    outcomes: {
      unproven: { status: 403, error: 'You may not read this guide.' },
      changing: { status: 403, error: 'You may not read this guide.' },
      anonymous: UNAUTHORIZED,
      requester: { status: 200, then: async (_w, res) => expect(res.body).toContain('Prepared for Rhea') },
      recipient: { status: 403, error: 'You may not read this guide.' },
      connectedWithShare: { status: 200, then: async (_w, res) => expect(res.body).toContain('Prepared for Rhea') },
      connectedWithoutShare: { status: 403, error: 'You may not read this guide.' },
      stranger: { status: 403, error: 'You may not read this guide.' },
    },
  },
  {
    name: 'GET /api/report/{userId}/{reportId} (a guide R owns but shares with nobody)',
    read: true,
    send: (w, role) =>
      t.as(who(w, role)).call(calls.getReport, { params: { userId: w.people.requester.id, reportId: 1 } }),
    outcomes: {
      unproven: { status: 403, error: 'You may not read this guide.' },
      changing: { status: 403, error: 'You may not read this guide.' },
      anonymous: UNAUTHORIZED,
      requester: { status: 200, then: async (_w, res) => expect(res.body).toContain('My Personal Map') },
      recipient: { status: 403, error: 'You may not read this guide.' },
      connectedWithShare: { status: 403, error: 'You may not read this guide.' },
      connectedWithoutShare: { status: 403, error: 'You may not read this guide.' },
      stranger: { status: 403, error: 'You may not read this guide.' },
    },
  },
];

describeEndpoints(ENDPOINTS, () => base, { makeWorld, state });
