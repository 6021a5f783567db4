CREATE TABLE "partner"."trips" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"plan" jsonb NOT NULL,
	"second_failed_at" timestamp with time zone,
	"decide_by" timestamp with time zone,
	"choice" text,
	"retries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner"."orders" ADD COLUMN "trip_id" text;--> statement-breakpoint
ALTER TABLE "partner"."orders" ADD COLUMN "trip_leg" smallint;--> statement-breakpoint
ALTER TABLE "partner"."trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_user_idx" ON "partner"."trips" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trips_open_idx" ON "partner"."trips" USING btree ("updated_at") WHERE "partner"."trips"."state" in ('payment', 'authorised', 'second_failed', 'retrying', 'cancelling_first');--> statement-breakpoint
ALTER TABLE "partner"."orders" ADD CONSTRAINT "orders_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "partner"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_trip_leg_idx" ON "partner"."orders" USING btree ("trip_id","trip_leg") WHERE "partner"."orders"."trip_id" is not null;