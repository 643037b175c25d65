/**
 * A person's data in their hands, both for the asker's own account only, both asking for the current
 * password again (400 without it, 403 wrong, 429 past the attempts shared with the profile's sensitive changes):
 *   POST /api/mylifecontact/data-export (auth) { currentPassword } → 200 the DataExport file, streamed, as an
 *        attachment | 429 past DATA_EXPORTS_PER_DAY
 *   POST /api/mylifecontact/delete      (auth) { currentPassword } → 204: the account is gone (deletion.ts)
 */
import { Readable } from 'node:stream';
import { accountDataMessages as adm, calls, DATA_EXPORTS_PER_DAY, dataExportFileName } from '@insight/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.js';
import { callRoute } from '../../http/calls.js';
import { HttpError, unauthorized } from '../../http/errors.js';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit.js';
import { userOf } from '../../security/authenticate.js';
import { checkCurrentPassword, findUser, type PasswordCheckTexts } from '../contact/index.js';
import { deleteAccount } from './deletion.js';
import { exportChunks } from './export.js';

/** Downloads of one's data per account a day (every download counts, each one reads the whole account). */
export const DATA_EXPORTS: RateLimit = {
  bucket: 'account:data-export',
  limit: DATA_EXPORTS_PER_DAY,
  windowMs: 24 * 60 * 60 * 1000,
};

const TEXTS: PasswordCheckTexts = {
  required: adm.passwordRequired,
  wrong: adm.passwordWrong,
  tooMany: adm.tooManyAttempts,
};

export async function accountFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /** The asker's row once the current password in the body (checked by callRoute) is theirs. */
  async function owner(
    request: FastifyRequest & { body: { currentPassword?: string } },
    step: string,
  ): Promise<UserRow> {
    const { currentPassword } = request.body;
    const user = await findUser(ctx, userOf(request).id);
    if (!user) throw unauthorized();
    await checkCurrentPassword(ctx, user, currentPassword, TEXTS, step, request.log);
    return user;
  }

  callRoute(app, calls.exportMyData, async (request, reply) => {
    const user = await owner(request, 'data export');
    if (!(await hitRateLimit(ctx.db, DATA_EXPORTS, String(user.id), ctx.now()))) {
      throw new HttpError(429, adm.tooManyExports);
    }
    request.log.info({ userId: user.id }, 'account: data export');
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${dataExportFileName(ctx.now())}"`)
      .header('Cache-Control', 'no-store')
      .send(Readable.from(exportChunks(ctx, user)));
  });

  callRoute(app, calls.deleteAccount, async (request, reply) => {
    const user = await owner(request, 'account deletion');
    await deleteAccount(ctx, user, request.log);
    return reply.code(204).send();
  });
}
