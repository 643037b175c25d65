/**
 * SPEC §7 invitation and connection calls (paths and body structs from @insight/api `calls`), all for
 * signed-in people (401 without a bearer token):
 *   POST /api/email/invite                          InviteEmailPayload → 204 (mails my pending request's link)
 *   POST /api/connectionrequest/                    ConnectionRequestPayload → 201 ConnectionRequest
 *   GET  /api/connectionrequest/pending/recipient   → ConnectionRequest[] addressed to me
 *   GET  /api/connectionrequest/pending/requester   → ConnectionRequest[] I sent
 *   POST /api/connectionrequest/accept/:id          → 204 (recipient)
 *   POST /api/connectionrequest/accept/token/:token → 204 (whoever holds the link)
 *   POST /api/connectionrequest/reject/:id          → 204 (recipient)
 *   POST /api/connectionrequest/cancel/:id          → 204 (requester)
 *   PUT  /api/connectionrequest/                    UpdateConnectionRequestPayload → 204 (requester)
 *   GET  /api/connection                            → Connection[] as I see them
 *   PUT  /api/connection                            UpdateConnectionPayload → 204 (my own shares)
 *   POST /api/connection/cancel/:id                 → 204 (either party)
 * Refusals: 400 bad body or parameter · 403 wrong party or unowned guide · 404 not one's own · 409 state ·
 * 410 used or expired link · 429 too many invitation e-mails (texts: @insight/api connectionMessages).
 */
import { calls } from '@insight/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { callRoute, idParam } from '../../http/calls.js';
import { badRequest } from '../../http/errors.js';
import { requestLanguage } from '../../i18n/index.js';
import { userOf } from '../../security/authenticate.js';
import { acceptRequest, acceptRequestByToken, cancelRequest, rejectRequest } from './answers.js';
import { createConnectionRequest, sendInviteEmail } from './invitations.js';
import { listConnections, listReceivedRequests, listSentRequests } from './reads.js';
import { removeConnection, updateConnectionShares, updateRequestShares } from './shares.js';

/** A body id: a positive whole number, else 400 (the same text as a path id). */
function bodyId(value: number, name = 'id'): number {
  if (!Number.isSafeInteger(value) || value < 1) throw badRequest(`The ${name} must be a positive whole number.`);
  return value;
}

/** A share list: every reportId a positive whole number, else 400. */
function shareList<T extends { reportId: number }>(list: readonly T[]): readonly T[] {
  for (const entry of list) bodyId(entry.reportId, 'reportId');
  return list;
}

const done = (reply: FastifyReply): FastifyReply => reply.code(204).send();

export async function connectionsFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  callRoute(app, calls.sendInviteEmail, async (request, reply) => {
    const payload = request.body;
    await sendInviteEmail(ctx, userOf(request).id, payload);
    return done(reply);
  });

  callRoute(app, calls.createConnectionRequest, async (request, reply) => {
    const payload = request.body;
    return reply.code(201).send(await createConnectionRequest(ctx, userOf(request).id, payload));
  });

  callRoute(app, calls.listReceivedRequests, async (request) =>
    listReceivedRequests(ctx, userOf(request).id, requestLanguage(request)),
  );

  callRoute(app, calls.listSentRequests, async (request) =>
    listSentRequests(ctx, userOf(request).id, requestLanguage(request)),
  );

  callRoute(app, calls.acceptRequestByToken, async (request, reply) => {
    await acceptRequestByToken(ctx, userOf(request).id, request.params.token);
    return done(reply);
  });

  callRoute(app, calls.acceptRequest, async (request, reply) => {
    await acceptRequest(ctx, userOf(request).id, idParam(request.params.id));
    return done(reply);
  });

  callRoute(app, calls.rejectRequest, async (request, reply) => {
    await rejectRequest(ctx, userOf(request).id, idParam(request.params.id));
    return done(reply);
  });

  callRoute(app, calls.cancelRequest, async (request, reply) => {
    await cancelRequest(ctx, userOf(request).id, idParam(request.params.id));
    return done(reply);
  });

  callRoute(app, calls.updateRequest, async (request, reply) => {
    const payload = request.body;
    await updateRequestShares(ctx, userOf(request).id, bodyId(payload.id), shareList(payload.connectionReports));
    return done(reply);
  });

  callRoute(app, calls.listConnections, async (request) =>
    listConnections(ctx, userOf(request).id, requestLanguage(request)),
  );

  callRoute(app, calls.updateConnection, async (request, reply) => {
    const payload = request.body;
    await updateConnectionShares(ctx, userOf(request).id, bodyId(payload.id), shareList(payload.connectionReports));
    return done(reply);
  });

  callRoute(app, calls.removeConnection, async (request, reply) => {
    await removeConnection(ctx, userOf(request).id, idParam(request.params.id));
    return done(reply);
  });
}
