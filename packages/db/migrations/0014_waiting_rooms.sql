CREATE TABLE "partner"."waiting_rooms" (
	"opening_key" text PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"interval_ms" integer NOT NULL,
	"burst" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_admit_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner"."waiting_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"opening_key" text NOT NULL,
	"seq" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"railway_user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"admit_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner"."waiting_tickets" ADD CONSTRAINT "waiting_tickets_opening_key_waiting_rooms_opening_key_fk" FOREIGN KEY ("opening_key") REFERENCES "partner"."waiting_rooms"("opening_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."waiting_tickets" ADD CONSTRAINT "waiting_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."waiting_tickets" ADD CONSTRAINT "waiting_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "partner"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_tickets_seq_idx" ON "partner"."waiting_tickets" USING btree ("opening_key","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_tickets_user_idx" ON "partner"."waiting_tickets" USING btree ("opening_key","user_id") WHERE "partner"."waiting_tickets"."state" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_tickets_railway_user_idx" ON "partner"."waiting_tickets" USING btree ("opening_key","railway_user_id") WHERE "partner"."waiting_tickets"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "waiting_tickets_order_idx" ON "partner"."waiting_tickets" USING btree ("order_id");