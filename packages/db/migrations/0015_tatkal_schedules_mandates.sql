CREATE TABLE "partner"."tatkal_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"railway_user_id" text NOT NULL,
	"opening_key" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"accept_waitlist" boolean NOT NULL,
	"held_paise" bigint NOT NULL,
	"mandate_id" text NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	CONSTRAINT "tatkal_schedules_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "railway"."booking_mandates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"railway_user_id" text NOT NULL,
	"train_number" text NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"journey_date" date NOT NULL,
	"class_code" text NOT NULL,
	"quota" text NOT NULL,
	"passengers" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_hold_id" uuid
);
--> statement-breakpoint
ALTER TABLE "partner"."tatkal_schedules" ADD CONSTRAINT "tatkal_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."tatkal_schedules" ADD CONSTRAINT "tatkal_schedules_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "partner"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway"."booking_mandates" ADD CONSTRAINT "booking_mandates_railway_user_id_users_user_id_fk" FOREIGN KEY ("railway_user_id") REFERENCES "railway"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tatkal_schedules_user_idx" ON "partner"."tatkal_schedules" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tatkal_schedules_due_idx" ON "partner"."tatkal_schedules" USING btree ("opens_at") WHERE "partner"."tatkal_schedules"."status" in ('scheduled', 'placing');--> statement-breakpoint
CREATE INDEX "booking_mandates_user_idx" ON "railway"."booking_mandates" USING btree ("railway_user_id","created_at");