CREATE SCHEMA "partner";
--> statement-breakpoint
CREATE TABLE "partner"."auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner"."login_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"user_agent" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner"."otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner"."outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"provider_ref" text
);
--> statement-breakpoint
CREATE TABLE "partner"."saved_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"age" smallint NOT NULL,
	"gender" text NOT NULL,
	"berth" text NOT NULL,
	"food" text NOT NULL,
	"nationality" text DEFAULT 'IN' NOT NULL,
	"passport" text,
	"dob" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner"."sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner"."users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mobile" text,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner"."auth_codes" ADD CONSTRAINT "auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."login_records" ADD CONSTRAINT "login_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."saved_travellers" ADD CONSTRAINT "saved_travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_records_user_idx" ON "partner"."login_records" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "otp_challenges_identity_idx" ON "partner"."otp_challenges" USING btree ("identity","purpose","created_at");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "partner"."outbox_messages" USING btree ("id") WHERE "partner"."outbox_messages"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "saved_travellers_user_idx" ON "partner"."saved_travellers" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "partner"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "partner"."users" USING btree ("mobile") WHERE "partner"."users"."mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "partner"."users" USING btree ("email") WHERE "partner"."users"."email" is not null;