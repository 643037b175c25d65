/**
 * The calls of invitations, connection requests and connections: inviting someone, answering or withdrawing a
 * request, and changing or ending a connection and the guides shared on it.
 */
import { array } from 'superstruct';
import {
  Connection,
  ConnectionRequest,
  ConnectionRequestPayload,
  InviteEmailPayload,
  UpdateConnectionPayload,
  UpdateConnectionRequestPayload,
} from '../structs/connections.js';
import { def } from './define.js';

export const connectionCalls = {
  // --- invitations and connections ---------------------------------------------------------
  sendInviteEmail: def({
    method: 'POST',
    base: 'api',
    path: '/api/email/invite',
    body: 'json',
    request: InviteEmailPayload,
    answer: 'none',
  }),
  createConnectionRequest: def({
    method: 'POST',
    base: 'api',
    path: '/api/connectionrequest/',
    body: 'json',
    request: ConnectionRequestPayload,
    answer: ConnectionRequest,
  }),
  listReceivedRequests: def({
    method: 'GET',
    base: 'api',
    path: '/api/connectionrequest/pending/recipient',
    body: 'none',
    answer: array(ConnectionRequest),
  }),
  listSentRequests: def({
    method: 'GET',
    base: 'api',
    path: '/api/connectionrequest/pending/requester',
    body: 'none',
    answer: array(ConnectionRequest),
  }),
  acceptRequest: def({
    method: 'POST',
    base: 'api',
    path: '/api/connectionrequest/accept/:id',
    body: 'none',
    answer: 'none',
  }),
  acceptRequestByToken: def({
    method: 'POST',
    base: 'api',
    path: '/api/connectionrequest/accept/token/:token',
    body: 'none',
    answer: 'none',
  }),
  rejectRequest: def({
    method: 'POST',
    base: 'api',
    path: '/api/connectionrequest/reject/:id',
    body: 'none',
    answer: 'none',
  }),
  cancelRequest: def({
    method: 'POST',
    base: 'api',
    path: '/api/connectionrequest/cancel/:id',
    body: 'none',
    answer: 'none',
  }),
  updateRequest: def({
    method: 'PUT',
    base: 'api',
    path: '/api/connectionrequest/',
    body: 'json',
    request: UpdateConnectionRequestPayload,
    answer: 'none',
  }),
  listConnections: def({
    method: 'GET',
    base: 'api',
    path: '/api/connection',
    body: 'none',
    answer: array(Connection),
  }),
  updateConnection: def({
    method: 'PUT',
    base: 'api',
    path: '/api/connection',
    body: 'json',
    request: UpdateConnectionPayload,
    answer: 'none',
  }),
  removeConnection: def({
    method: 'POST',
    base: 'api',
    path: '/api/connection/cancel/:id',
    body: 'none',
    answer: 'none',
  }),
} as const;
