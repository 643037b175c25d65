/**
 * SPEC §7 /api/mylifecontact:
 *   POST (public: registration) CreateUserPayload → 201 Contact | 409 duplicate e-mail
 *   GET  (auth) → the asking user's Contact
 *   PUT  (auth) UpdateContactPayload → the updated Contact (own record only)
 */
import { CreateUserPayload, UpdateContactPayload, validationMessages } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { badRequest, parseWith } from '../../http/errors.js';
import { userOf } from '../../security/authenticate.js';
import { createUser, getContact, updateContact } from './service.js';

export async function contactFeature(app: FastifyInstance): Promise<void> {
  app.post('/api/mylifecontact', { config: { public: true } }, async (request, reply) => {
    const payload = parseWith(CreateUserPayload, request.body);
    if (payload.user.username.trim().toLowerCase() !== payload.user.email.trim().toLowerCase()) {
      throw badRequest(validationMessages.fieldInvalid('username'), { 'user.username': 'username must equal email' });
    }
    const contact = await createUser(app.ctx, payload);
    return reply.code(201).send(contact);
  });

  app.get('/api/mylifecontact', async (request) => getContact(app.ctx, userOf(request).id));

  app.put('/api/mylifecontact', async (request) => {
    const payload = parseWith(UpdateContactPayload, request.body);
    return updateContact(app.ctx, userOf(request).id, payload);
  });
}
