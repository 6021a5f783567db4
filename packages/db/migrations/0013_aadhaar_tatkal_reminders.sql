CREATE TABLE "partner"."tatkal_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"train_number" text NOT NULL,
	"class_code" text NOT NULL,
	"quota" text NOT NULL,
	"journey_date" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"notify_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "railway"."users" ADD COLUMN "aadhaar_last4" text;--> statement-breakpoint
ALTER TABLE "railway"."users" ADD COLUMN "aadhaar_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner"."tatkal_reminders" ADD CONSTRAINT "tatkal_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tatkal_reminders_key_idx" ON "partner"."tatkal_reminders" USING btree ("user_id","train_number","class_code","quota","journey_date");--> statement-breakpoint
CREATE INDEX "tatkal_reminders_due_idx" ON "partner"."tatkal_reminders" USING btree ("notify_at") WHERE "partner"."tatkal_reminders"."notified_at" is null;