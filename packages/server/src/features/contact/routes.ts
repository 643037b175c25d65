/**
 * SPEC §7 /api/mylifecontact:
 *   POST (public: registration) CreateUserPayload → 201 Contact, also for an address that has an account
 *        (nothing is created; its owner is mailed: see registration.ts) | 429 past the limits
 *   GET  (auth) → the asking user's Contact
 *   PUT  (auth) UpdateContactPayload → the updated Contact (own record only); an e-mail or password change
 *        needs currentPassword (400 missing, 403 wrong, 429 too many); a new password ends every session, a new
 *        address waits for its confirmation link
 *   POST /api/mylifecontact/signout-everywhere (auth) → 204: every session of the account ends
 *   POST /api/email/confirm (public) { token } → { email } | 400 used or unknown link | 409 taken meanwhile
 *   POST /api/email/confirm/resend (auth) → 204 | 409 nothing to confirm | 429 past the limit
 *   DELETE /api/email/pending (auth) → 204: a waiting e-mail change is withdrawn (also when none waits)
 *   GET  /api/mylifecontact/language (auth) → { language }: the account's (users.language; the request's own for an
 *        account that never chose), and the browser keeps it (the LANGUAGE_COOKIE the pages are negotiated by)
 *   PUT  /api/mylifecontact/language (auth) { language } → { language } saved, kept by the browser too | 400 one
 *        Insight does not speak
 */
import {
  calls,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
  validationMessages,
} from '@insight/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { users } from '../../db/schema/index.js';
import { callRoute } from '../../http/calls.js';
import { badRequest, unauthorized } from '../../http/errors.js';
import { staleToken, userOf } from '../../security/authenticate.js';
import { registerAccount } from './registration.js';
import { requestLanguage } from '../../i18n/index.js';
import { confirmEmail, endPendingChange, resendConfirmation } from './addresses.js';
import { contactReader, findUser, signOutEverywhere, updateContact } from './service.js';

export async function contactFeature(app: FastifyInstance): Promise<void> {
  const secure = app.ctx.config.appUrl.startsWith('https:');
  /** The browser keeps the account's language: its next page comes in it (app-shell), signed in or not. */
  const keepLanguage = (reply: FastifyReply, language: Language): void => {
    reply.setCookie(LANGUAGE_COOKIE, language, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure,
      maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
    });
  };

  callRoute(
    app,
    calls.createUser,
    async (request, reply) => {
      const payload = request.body;
      if (payload.user.username.trim().toLowerCase() !== payload.user.email.trim().toLowerCase()) {
        throw badRequest(validationMessages.fieldInvalid('username'), { 'user.username': 'username must equal email' });
      }
      const contact = await registerAccount(app.ctx, payload, {
        ip: request.ip,
        log: request.log,
        language: requestLanguage(request),
      });
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

  callRoute(app, calls.accountLanguage, async (request, reply) => {
    const user = await findUser(app.ctx, userOf(request).id);
    if (!user) throw unauthorized();
    const language = isLanguage(user.language) ? user.language : requestLanguage(request);
    keepLanguage(reply, language);
    return { language };
  });

  callRoute(app, calls.setAccountLanguage, async (request, reply) => {
    const { language } = request.body;
    const [saved] = await app.ctx.db
      .update(users)
      .set({ language, updatedAt: app.ctx.now() })
      .where(eq(users.id, userOf(request).id))
      .returning({ id: users.id });
    if (!saved) throw unauthorized();
    request.log.info({ userId: saved.id, language }, 'contact: language chosen');
    keepLanguage(reply, language);
    return { language };
  });

  callRoute(app, calls.updateContact, async (request) => {
    const payload = request.body;
    return updateContact(app.ctx, userOf(request).id, payload, request.log);
  });

  callRoute(app, calls.signOutEverywhere, async (request, reply) => {
    await signOutEverywhere(app.ctx, userOf(request).id);
    return reply.code(204).send();
  });

  callRoute(
    app,
    calls.confirmEmail,
    async (request) => {
      const { token } = request.body;
      return confirmEmail(app.ctx, token, { ip: request.ip, log: request.log });
    },
    { config: { public: true } },
  );

  callRoute(app, calls.resendEmailConfirmation, async (request, reply) => {
    await resendConfirmation(app.ctx, userOf(request).id, request.log);
    return reply.code(204).send();
  });

  callRoute(app, calls.cancelEmailChange, async (request, reply) => {
    await endPendingChange(app.ctx.db, userOf(request).id, app.ctx.now());
    return reply.code(204).send();
  });
}
