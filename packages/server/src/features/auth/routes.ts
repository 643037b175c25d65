/**
 * The auth feature: the token endpoint, forgot/reset password.
 *   POST /identity/connect/token
 *   POST /auth/forgotpasswordv2   form Email, ApplicationName, ApplicationDomain → true
 *   POST /auth/resetpassword      form NewPassword, Token, UserName → true | 400 'Invalid token.' | 429 (too many tries)
 */
import { calls, errorMessages } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../../http/calls.js';
import { requestLanguage } from '../../i18n/index.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { requestPasswordReset, resetPassword, TOO_MANY_RESETS } from './service.js';
import { tokenRoutes } from './token-route.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function authFeature(app: FastifyInstance): Promise<void> {
  await app.register(tokenRoutes);

  callRoute(app, calls.forgotPassword, async (request) => {
    const form = request.body;
    const started = Date.now();
    try {
      await requestPasswordReset(app.ctx, request.log, {
        email: form.Email,
        applicationDomain: form.ApplicationDomain,
        ip: request.ip,
      });
    } catch (error) {
      // The answer must not tell anything: log and answer true as usual.
      request.log.error({ err: error }, 'password reset request failed');
    }
    // About the same time whether or not the account exists.
    const rest = app.ctx.config.forgotPasswordMinMs - (Date.now() - started);
    if (rest > 0) await sleep(rest + Math.floor(Math.random() * 20));
    return true;
  });

  callRoute(app, calls.resetPassword, async (request) => {
    const form = request.body;
    const result = await resetPassword(app.ctx, request.log, {
      email: form.UserName,
      token: form.Token,
      newPassword: form.NewPassword,
      ip: request.ip,
      language: requestLanguage(request),
    });
    if (result === 'rate-limited') throw new HttpError(429, TOO_MANY_RESETS);
    if (result !== 'ok') throw badRequest(errorMessages.invalidTokenException);
    return true;
  });
}
