/**
 * "Delete my account": at once, and for every server (all of it is in the database, nothing in a
 * process):
 * - the account's row goes, and with it (the foreign keys cascade) its questionnaire, answers and scores,
 *   pictures, purchases, connections and every share on them (both directions), the invitations it sent and
 *   their shares, its confirmation and reset links, its revoked tokens, its notices and mail switches and every
 *   notice of someone else that names it (notifications); every token of it stops working because
 *   its user no longer exists;
 * - invitations the person answered, and the invitations that were theirs (addressed to an address of theirs
 *   while it was theirs: features/recipients/service.ts, never by the text of the address they have now), are
 *   erased too: the people who sent them see them go, with no ghost row; an invitation to their address from
 *   before it was theirs stays with its sender;
 * - sign-in records and the limits' counters keyed on the address, the mails kept that were theirs (the same
 *   rule), and the server's copies of mails to others that name their proven address and were written since it
 *   was proven (the invitations the person sent);
 * - orders stay, as the law requires, anonymised: the store's transaction id, status, dates, amounts and lines,
 *   no customer, address or payment (cart/webhook.ts anonymisedPayload), and no link to anyone;
 * - the bare id goes into deleted_accounts, so a store webhook arriving later grants nothing.
 * Then a closing mail confirms it to the address. The same address may register again and starts empty.
 */
import { accountDataMessages } from '@insight/api';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  connectionRequests,
  deletedAccounts,
  foxyTransactions,
  limitCounters,
  loginAttempts,
  mailOutbox,
  users,
  type UserRow,
} from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { anonymisedPayload } from '../cart/index.js';
import { defineMessages, intlFor, languageOfAccount } from '../../i18n/index.js';
import { mailWords, renderMail } from '../mail/index.js';
import { mailsOf, requestsAddressedTo } from '../recipients/index.js';

/** Deletes `user` (its row as read after the password check). 403 when the password changed meanwhile. */
export async function deleteAccount(ctx: AppContext, user: UserRow, log?: FastifyBaseLogger): Promise<void> {
  const id = String(user.id);
  await ctx.db.transaction(async (tx) => {
    // The orders the law keeps, without the person: theirs by account, or naming them as the store's customer.
    const orders = await tx
      .select({ transactionId: foxyTransactions.transactionId, payload: foxyTransactions.payload })
      .from(foxyTransactions)
      .where(
        or(
          eq(foxyTransactions.userId, user.id),
          sql`${foxyTransactions.payload}->>'customer_id' = ${id}`,
          sql`${foxyTransactions.payload} #>> '{_embedded,fx:customer,id}' = ${id}`,
        ),
      )
      .for('update');
    for (const order of orders) {
      await tx
        .update(foxyTransactions)
        .set({ payload: anonymisedPayload(order.payload), userId: null })
        .where(eq(foxyTransactions.transactionId, order.transactionId));
    }
    await tx
      .delete(connectionRequests)
      .where(or(eq(connectionRequests.recipientId, user.id), requestsAddressedTo(user)));
    await tx.delete(loginAttempts).where(eq(loginAttempts.username, user.email));
    await tx
      .delete(limitCounters)
      .where(
        or(
          eq(limitCounters.key, user.email),
          eq(limitCounters.key, id),
          sql`left(${limitCounters.key}, ${user.email.length + 1}) = ${`${user.email}|`}`,
        ),
      );
    // The mails kept that are the person's (by account, not by address); the server's copies of mails to others
    // that name their address since it was proven theirs (the invitations they sent) go too: the recipients have
    // theirs. Before it was theirs, the address named someone else.
    await tx.delete(mailOutbox).where(mailsOf(user));
    if (user.emailVerifiedAt !== null) {
      await tx.delete(mailOutbox).where(
        sql`${mailOutbox.toAddress} <> ${user.email} and ${mailOutbox.createdAt} >= ${user.emailVerifiedAt.toISOString()}::timestamptz
              and (strpos(lower(${mailOutbox.textBody}), ${user.email}) > 0 or strpos(lower(${mailOutbox.htmlBody}), ${user.email}) > 0)`,
      );
    }
    await tx.insert(deletedAccounts).values({ userId: user.id, deletedAt: ctx.now() }).onConflictDoNothing();
    const gone = await tx
      .delete(users)
      // The password checked by the route must still be the account's (no change slipped in meanwhile).
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (gone.length === 0) throw new HttpError(403, accountDataMessages.passwordWrong);
  });
  log?.info({ userId: user.id }, 'account: deleted at its owner’s request');
  await tellDeleted(ctx, user, log);
}

/** The closing mail: the deletion is confirmed to the address (after the commit: the deletion stands without it). */
async function tellDeleted(ctx: AppContext, user: UserRow, log?: FastifyBaseLogger): Promise<void> {
  const { config } = ctx;
  const { appName } = config;
  const intl = intlFor(languageOfAccount(user));
  const mail = renderMail(
    {
      appName,
      greeting: intl.formatMessage(mailWords.greeting, { name: user.firstName }),
      paragraphs: [
        intl.formatMessage(deletedWords.deleted, { appName }),
        intl.formatMessage(deletedWords.orders),
        intl.formatMessage(deletedWords.notYou, { email: config.contactEmail }),
      ],
    },
    intl,
  );
  try {
    // Its account is gone: the mail is nobody's, and never the next holder's of the address (features/recipients).
    await ctx.mailer.send({
      to: user.email,
      subject: intl.formatMessage(deletedWords.subject, { appName }),
      recipientUserId: null,
      ...mail,
    });
  } catch (error) {
    log?.error({ err: error, userId: user.id }, 'account: the closing mail could not be sent');
  }
}

/** The closing mail's words (in the language of the account it closes). */
const deletedWords = defineMessages({
  subject: { id: 'mail.deleted.subject', defaultMessage: 'Your {appName} account has been deleted' },
  deleted: {
    id: 'mail.deleted.deleted',
    defaultMessage:
      'Your {appName} account and everything in it were deleted, as you asked: your profile, answers and scores, guides, connections and what you shared. Every device was signed out.',
  },
  orders: {
    id: 'mail.deleted.orders',
    defaultMessage:
      'Your orders stay with the store as the law requires, without your name or address. You are welcome to register again with this address at any time; you would start with an empty account.',
  },
  notYou: { id: 'mail.deleted.notYou', defaultMessage: 'If you did not ask for this, write to {email}.' },
});
