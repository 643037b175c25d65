/**
 * SPEC §7 /api/mylifecontact:
 *   POST (public: registration) CreateUserPayload → 201 Contact, also for an address that has an account
 *        (nothing is created; its owner is mailed: see registration.ts) | 429 past the limits
 *   GET  (auth) → the asking user's Contact
 *   PUT  (auth) UpdateContactPayload → the updated Contact (own record only); an e-mail or password change
 *        needs currentPassword (400 missing, 403 wrong, 429 too many), a new password ends the other sessions
 */
import { calls, CreateUserPayload, UpdateContactPayload, validationMessages } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../../http/calls.js';
import { badRequest, parseWith } from '../../http/errors.js';
import { staleToken, userOf } from '../../security/authenticate.js';
import { registerAccount } from './registration.js';
import { contactReader, updateContact } from './service.js';

export async function contactFeature(app: FastifyInstance): Promise<void> {
  callRoute(
    app,
    calls.createUser,
    async (request, reply) => {
      const payload = parseWith(CreateUserPayload, request.body);
      if (payload.user.username.trim().toLowerCase() !== payload.user.email.trim().toLowerCase()) {
        throw badRequest(validationMessages.fieldInvalid('username'), { 'user.username': 'username must equal email' });
      }
      const contact = await registerAccount(app.ctx, payload, { ip: request.ip, log: request.log });
      return reply.code(201).send(contact);
    },
    { config: { public: true } },
  );

  const contactOf = contactReader(app.ctx.dbHandle);
  callRoute(
    app,
    calls.getContact,
    async (request, reply) => {
      const contact = await contactOf(userOf(request));
      if (!contact) throw staleToken(reply);
      return contact;
    },
    { config: { checksTokenVersion: true } },
  );

  callRoute(app, calls.updateContact, async (request) => {
    const payload = parseWith(UpdateContactPayload, request.body);
    return updateContact(app.ctx, userOf(request).id, payload, request.log);
  });
}
