-- Generated from src/db/schema by `npm run db:migration -- notifications`.
-- Telling people when sharing happens: `notices` holds each in-app notice (who it is for, what kind, whom it names,
-- the guides folded in, how many events) and the state of its one mail (due at the end of the folding window,
-- claimed by exactly one sweeper, then sent / off / cancelled). Deleting either person erases it (cascade).
-- `notification_settings` keeps the four mail switches of an account; an account without a row has them all on.
-- mail_outbox.headers keeps a sandbox mail's extra headers (List-Unsubscribe), for its page and the tests.

CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"person_id" integer,
	"person_name" text DEFAULT '' NOT NULL,
	"report_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"request_id" integer,
	"request_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"mail_due_at" timestamp with time zone NOT NULL,
	"mail_claimed_at" timestamp with time zone,
	"mail_outcome" text,
	"mail_sent_at" timestamp with time zone,
	CONSTRAINT "notices_kind_check" CHECK ("notices"."kind" IN ('invitationAccepted', 'guideShared', 'sharesBack', 'invitationExpiring')),
	CONSTRAINT "notices_mail_outcome_check" CHECK ("notices"."mail_outcome" IN ('sent', 'off', 'cancelled', 'failed')),
	CONSTRAINT "notices_count_positive" CHECK ("notices"."count" >= 1),
	CONSTRAINT "notices_person" CHECK (("notices"."person_id" IS NULL) = ("notices"."kind" = 'invitationExpiring'))
);

CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"invitation_accepted" boolean DEFAULT true NOT NULL,
	"guide_shared" boolean DEFAULT true NOT NULL,
	"shares_back" boolean DEFAULT true NOT NULL,
	"invitation_expiring" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;

ALTER TABLE "notices" ADD CONSTRAINT "notices_recipient_id_fkey" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "notices" ADD CONSTRAINT "notices_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "notices" ADD CONSTRAINT "notices_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "public"."connection_requests"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

CREATE INDEX "notices_recipient_idx" ON "notices" USING btree ("recipient_id","created_at");

CREATE INDEX "notices_fold_idx" ON "notices" USING btree ("recipient_id","kind","person_id","created_at");

CREATE INDEX "notices_person_idx" ON "notices" USING btree ("person_id");

CREATE INDEX "notices_mail_due_idx" ON "notices" USING btree ("mail_due_at") WHERE "notices"."mail_claimed_at" IS NULL;

CREATE UNIQUE INDEX "notices_reminder_key" ON "notices" USING btree ("request_id","request_expires_at") WHERE "notices"."request_id" IS NOT NULL;
