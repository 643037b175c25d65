/**
 * Whose an invitation or a kept mail is: the rule that "Download my data" and "Delete my account" follow
 * (features/account), written by the ones that make invitations and mails (connections, mail) and by the ones that
 * prove addresses (contact, auth). No routes of its own.
 *
 * An address changes hands: Ann moves from ann@ to another address, and later Bob registers and proves ann@. What
 * was sent to ann@ while it was Ann's is Ann's, whatever address Ann has now; none of it is Bob's. So a row
 * addressed to an e-mail address (connection_requests.recipient_email, mail_outbox.to_address) carries the account
 * it belongs to (recipient_user_id), never looked up again by the text of the address:
 *
 * 1. Written while an account holds the address, proven: that account's, in the same INSERT (`provenHolderOf`).
 * 2. Written while no account holds it proven (nobody has it, or an account that has not proven it yet): nobody's
 *    for now. The account that next proves the address (the registration's link, an e-mail change's link, a
 *    password reset) takes every such row of the address in the proof's transaction (`takeUnclaimed`): they
 *    reached that mailbox before anyone showed it was theirs, and whoever proves it now is the one reading it.
 * 3. When a proven holder gives the address up (its e-mail change is confirmed), it first takes what is still
 *    nobody's at the address (`takeUnclaimed`: only a row written in the instant of the proof can be one), so
 *    nothing of its time stays for the next holder; a deletion erases those rows with the account.
 * 4. A mail about leaving an address belongs to the account that left, not to the address: the notice of an e-mail
 *    change mailed to the old address is the account's (written so), and the deletion's closing mail is nobody's
 *    for good (recipient_claimable false), since its account is gone.
 * 5. Rows from before these columns (migrations/0250): the holder's when no mail that ends someone's time at the
 *    address (an e-mail change notice, a closing mail) came after them, else nobody's for good.
 *
 * So the next holder can only ever receive rows written after the previous holder's time ended: it cannot be
 * handed anything of the person before it. An invitation the person answered is theirs in any case (recipient_id).
 * What the app's lists show (connections/reads.ts) still matches invitations by address; only the person's data
 * (export, deletion) follows this rule.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { connectionRequests, mailOutbox, users, type UserRow } from '../../db/schema/index.js';

/** Database work a transaction and the database share. */
type Db = Pick<Database, 'update'>;

/** The account holding `email` (normalised), proven, as a subquery an INSERT writes: null when there is none. */
export const provenHolderOf = (email: string): SQL =>
  sql`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = lower(${email}) AND ${users.emailVerifiedAt} IS NOT NULL)`;

/**
 * The account takes every invitation and mail to `email` (normalised) that is nobody's yet and may still be taken:
 * at its proof of the address, and before it gives a proven address up. Runs in the caller's transaction.
 */
export async function takeUnclaimed(db: Db, userId: number, email: string): Promise<void> {
  await db
    .update(connectionRequests)
    .set({ recipientUserId: userId })
    .where(
      and(
        isNull(connectionRequests.recipientUserId),
        eq(connectionRequests.recipientClaimable, true),
        sql`lower(${connectionRequests.recipientEmail}) = ${email}`,
      ),
    );
  await db
    .update(mailOutbox)
    .set({ recipientUserId: userId })
    .where(
      and(isNull(mailOutbox.recipientUserId), eq(mailOutbox.recipientClaimable, true), eq(mailOutbox.toAddress, email)),
    );
}

type Person = Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>;

/**
 * The invitations addressed to the person (not those they answered: recipient_id): theirs by recipient_user_id,
 * and, while their address is proven, those to it that are nobody's yet (a row written in the instant of the proof).
 */
export function requestsAddressedTo(person: Person): SQL {
  const mine = eq(connectionRequests.recipientUserId, person.id);
  if (person.emailVerifiedAt === null) return mine;
  return or(
    mine,
    and(
      isNull(connectionRequests.recipientUserId),
      eq(connectionRequests.recipientClaimable, true),
      sql`lower(${connectionRequests.recipientEmail}) = ${person.email}`,
    ),
  )!;
}

/** The kept mails that are the person's: as requestsAddressedTo, for mail_outbox. */
export function mailsOf(person: Person): SQL {
  const mine = eq(mailOutbox.recipientUserId, person.id);
  if (person.emailVerifiedAt === null) return mine;
  return or(
    mine,
    and(
      isNull(mailOutbox.recipientUserId),
      eq(mailOutbox.recipientClaimable, true),
      eq(mailOutbox.toAddress, person.email),
    ),
  )!;
}
