-- Generated from src/db/schema by `npm run db:migration -- recipient_accounts`; the back-fill at the end by hand.
-- Issue 34, point 7: whose an invitation or a kept mail is (export, deletion) is decided by account, not by the text
-- of an address someone else may hold later (features/recipients/service.ts has the rule). recipient_user_id: the
-- account it was addressed to; recipient_claimable: whether a row without one may still become the account's that
-- next proves its address.
--
-- The rows written before this migration follow the same rule, told from what the outbox kept: a holder's time at
-- an address ends with a mail to it that says so (the notice of an e-mail change, sent to the address left, since
-- the first e-mail change; the closing mail of a deletion). A row with such a mail to its address at or after it
-- was written may be of someone who left: it becomes nobody's for good (recipient_claimable false), as do those
-- mails themselves. Every other row was written after the last holder left: it is the account's that holds the
-- address now, proven, or else it waits for the next proof (as a new row would).

ALTER TABLE "connection_requests" ADD COLUMN "recipient_user_id" integer;

ALTER TABLE "connection_requests" ADD COLUMN "recipient_claimable" boolean DEFAULT true NOT NULL;

ALTER TABLE "mail_outbox" ADD COLUMN "recipient_user_id" integer;

ALTER TABLE "mail_outbox" ADD COLUMN "recipient_claimable" boolean DEFAULT true NOT NULL;

ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_recipient_user_id_fkey" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_recipient_user_id_fkey" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

CREATE INDEX "connection_requests_recipient_user_idx" ON "connection_requests" USING btree ("recipient_user_id");

CREATE INDEX "mail_outbox_recipient_user_idx" ON "mail_outbox" USING btree ("recipient_user_id","id");

UPDATE "mail_outbox" m SET "recipient_claimable" = false
 WHERE m."subject" LIKE 'Your % email address was changed' OR m."subject" LIKE 'Your % account has been deleted'
    OR EXISTS (SELECT 1 FROM "mail_outbox" e
                WHERE e."to_address" = m."to_address" AND e."id" <> m."id" AND e."created_at" >= m."created_at"
                  AND (e."subject" LIKE 'Your % email address was changed' OR e."subject" LIKE 'Your % account has been deleted'));

UPDATE "connection_requests" r SET "recipient_claimable" = false
 WHERE EXISTS (SELECT 1 FROM "mail_outbox" e
                WHERE e."to_address" = r."recipient_email" AND e."created_at" >= r."created_at"
                  AND (e."subject" LIKE 'Your % email address was changed' OR e."subject" LIKE 'Your % account has been deleted'));

UPDATE "mail_outbox" m SET "recipient_user_id" = u."id"
  FROM "users" u
 WHERE m."recipient_claimable" AND u."email" = lower(m."to_address") AND u."email_verified_at" IS NOT NULL;

UPDATE "connection_requests" r SET "recipient_user_id" = u."id"
  FROM "users" u
 WHERE r."recipient_claimable" AND u."email" = r."recipient_email" AND u."email_verified_at" IS NOT NULL;
