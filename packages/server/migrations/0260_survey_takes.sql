-- Generated from src/db/schema by `npm run db:migration -- survey_takes`.
-- Issue 35: a person may take the questionnaire again; every finished take is kept, dated, and the latest finished
-- one is the person's result. The one-survey-per-person key goes; at most one take is under way at a time
-- (surveys_open_take_key). `instrument` says which questionnaire a take is: the rows written before this migration
-- are the short IPIP 50 items (the default); new takes are the IPIP-NEO-120. comparison_groups: whom a person's
-- percentiles are worked out against (no row: not chosen yet).

CREATE TABLE "comparison_groups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sex" text NOT NULL,
	"age_band" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comparison_groups_sex_check" CHECK ("comparison_groups"."sex" IN ('female', 'male', 'unspecified')),
	CONSTRAINT "comparison_groups_age_band_check" CHECK ("comparison_groups"."age_band" IN ('under21', '21-40', '41-60', 'over60'))
);

ALTER TABLE "surveys" DROP CONSTRAINT "surveys_user_id_key";

ALTER TABLE "surveys" ADD COLUMN "instrument" text DEFAULT 'ipip-50' NOT NULL;

ALTER TABLE "comparison_groups" ADD CONSTRAINT "comparison_groups_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

CREATE INDEX "surveys_user_idx" ON "surveys" USING btree ("user_id","id");

CREATE UNIQUE INDEX "surveys_open_take_key" ON "surveys" USING btree ("user_id") WHERE "surveys"."status" <> 'complete';

ALTER TABLE "surveys" ADD CONSTRAINT "surveys_instrument_check" CHECK ("surveys"."instrument" IN ('ipip-50', 'ipip-neo-120'));
