/**
 * "Download my data": everything the server keeps about one person, as the file @insight/api's
 * account-data.ts documents (DataExport, version 2: every take of the questionnaire, the full ones with their
 * domains and facets against the person's comparison group of now). The file is written section by section as it is read
 * (exportChunks yields JSON text), and the mails, the one section without a bound, are read in pages: the whole
 * file is never held in memory.
 *
 * Other people appear by name and e-mail only, as the person sees them in the app; invitations and mails to the
 * person appear only once the address is proven (an unproven claimant of an address learns nothing addressed to
 * it), and only those that are theirs by account (features/recipients/service.ts): what was sent to their address
 * before it was theirs belongs to its holder then, never to them. One-time tokens in mailed links are removed. The notices and the mail switches
 * (notifications) are the two optional sections version 1 gained later.
 */
import { DATA_EXPORT_FORMAT, DATA_EXPORT_VERSION } from '@insight/api';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { exportNotices, settingsOf } from '../notifications/index.js';
import { field, iso } from './export-format.js';
import { connectionsOf, requestsOf } from './export-people.js';
import { accountOf, keptMailsOf, picturesOf, questionnairesOf } from './export-person.js';
import { guidesByReport, purchasesAndOrdersOf } from './export-purchases.js';

export { withoutTokens } from './export-format.js';
export { MAIL_PAGE } from './export-person.js';

/**
 * The file, as text chunks in order: every section is read just before it is written. `user` is the account's
 * row as the route read it (after the password was checked).
 */
export async function* exportChunks(ctx: AppContext, user: UserRow): AsyncGenerator<string> {
  const head = { format: DATA_EXPORT_FORMAT, version: DATA_EXPORT_VERSION, exportedAt: iso(ctx.now()) };
  yield JSON.stringify(head, null, 2).replace(/\n}$/, '');
  yield field('account', await accountOf(ctx, user));
  yield field('profilePictures', await picturesOf(ctx, user));
  const { questionnaires, comparisonGroup } = await questionnairesOf(ctx, user.id);
  yield field('questionnaires', questionnaires);
  yield field('comparisonGroup', comparisonGroup);
  const guides = await guidesByReport(ctx);
  const bought = await purchasesAndOrdersOf(ctx, user.id, guides);
  yield field('purchases', bought.purchases);
  yield field('orders', bought.orders);
  yield field('guides', bought.guides);
  yield field('connections', await connectionsOf(ctx, user.id, guides));
  const requests = await requestsOf(ctx, user, guides);
  yield field('requestsSent', requests.requestsSent);
  yield field('requestsReceived', requests.requestsReceived);
  yield field('notices', await exportNotices(ctx, user.id));
  yield field('notificationSettings', await settingsOf(ctx.db, user.id));
  yield ',\n  "mails": [';
  let any = false;
  for await (const chunk of keptMailsOf(ctx, user)) {
    any = true;
    yield chunk;
  }
  yield `${any ? '\n  ' : ''}]\n}\n`;
}
