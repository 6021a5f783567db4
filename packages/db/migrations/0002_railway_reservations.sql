CREATE SEQUENCE "railway"."pnr_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "railway"."cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pnr" text NOT NULL,
	"kind" text NOT NULL,
	"passenger_numbers" smallint[] NOT NULL,
	"refund" integer NOT NULL,
	"deduction" integer NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "railway"."occupancy" (
	"train_number" text NOT NULL,
	"run_date" date NOT NULL,
	"class_code" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"chart_due_at" timestamp with time zone NOT NULL,
	"charted_at" timestamp with time zone,
	CONSTRAINT "occupancy_train_number_run_date_class_code_pk" PRIMARY KEY("train_number","run_date","class_code")
);
--> statement-breakpoint
CREATE TABLE "railway"."otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "railway"."passengers" (
	"pnr" text NOT NULL,
	"n" smallint NOT NULL,
	"name" text NOT NULL,
	"age" smallint NOT NULL,
	"gender" text NOT NULL,
	"berth_preference" text NOT NULL,
	"food" text NOT NULL,
	"infant" boolean NOT NULL,
	"no_berth" boolean NOT NULL,
	"fare" integer NOT NULL,
	"booking_status" text NOT NULL,
	"seat" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "passengers_pnr_n_pk" PRIMARY KEY("pnr","n")
);
--> statement-breakpoint
CREATE TABLE "railway"."password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "railway"."pnrs" (
	"pnr" text PRIMARY KEY NOT NULL,
	"hold_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"railway_user_id" text NOT NULL,
	"train_number" text NOT NULL,
	"run_date" date NOT NULL,
	"class_code" text NOT NULL,
	"quota" text NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"boarding_code" text NOT NULL,
	"journey_date" date NOT NULL,
	"state" text NOT NULL,
	"total_fare" integer NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"payment_reference" text,
	"boarding_changed_at" timestamp with time zone,
	CONSTRAINT "pnrs_holdId_unique" UNIQUE("hold_id"),
	CONSTRAINT "pnrs_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "railway"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "railway"."tdrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"pnr" text NOT NULL,
	"reason" text NOT NULL,
	"passenger_numbers" smallint[] NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "railway"."users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"aadhaar_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"password_changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "railway"."cancellations" ADD CONSTRAINT "cancellations_pnr_pnrs_pnr_fk" FOREIGN KEY ("pnr") REFERENCES "railway"."pnrs"("pnr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway"."otps" ADD CONSTRAINT "otps_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "railway"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway"."passengers" ADD CONSTRAINT "passengers_pnr_pnrs_pnr_fk" FOREIGN KEY ("pnr") REFERENCES "railway"."pnrs"("pnr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway"."password_resets" ADD CONSTRAINT "password_resets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "railway"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway"."tdrs" ADD CONSTRAINT "tdrs_pnr_pnrs_pnr_fk" FOREIGN KEY ("pnr") REFERENCES "railway"."pnrs"("pnr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellations_pnr_idx" ON "railway"."cancellations" USING btree ("pnr");--> statement-breakpoint
CREATE INDEX "occupancy_chart_due_idx" ON "railway"."occupancy" USING btree ("chart_due_at") WHERE "railway"."occupancy"."charted_at" is null;--> statement-breakpoint
CREATE INDEX "otps_user_purpose_idx" ON "railway"."otps" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "pnrs_user_created_idx" ON "railway"."pnrs" USING btree ("railway_user_id","created_at");--> statement-breakpoint
CREATE INDEX "pnrs_held_expiry_idx" ON "railway"."pnrs" USING btree ("expires_at") WHERE "railway"."pnrs"."state" = 'held';--> statement-breakpoint
CREATE INDEX "pnrs_run_idx" ON "railway"."pnrs" USING btree ("train_number","run_date","class_code");--> statement-breakpoint
CREATE INDEX "tdrs_pnr_idx" ON "railway"."tdrs" USING btree ("pnr");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "railway"."users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_idx" ON "railway"."users" USING btree ("mobile");