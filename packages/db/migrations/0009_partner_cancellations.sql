CREATE TABLE "partner"."cancellations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"passenger_numbers" jsonb NOT NULL,
	"reason" text NOT NULL,
	"reason_text" text,
	"status" text NOT NULL,
	"railway_refund_paise" bigint,
	"deduction_paise" bigint,
	"cover_paise" bigint,
	"refund_paise" bigint,
	"detail" jsonb,
	"method" text,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"settle_by" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner"."cancelled_passengers" (
	"order_id" text NOT NULL,
	"passenger_number" smallint NOT NULL,
	"cancellation_id" uuid NOT NULL,
	CONSTRAINT "cancelled_passengers_order_id_passenger_number_pk" PRIMARY KEY("order_id","passenger_number")
);
--> statement-breakpoint
ALTER TABLE "partner"."cancellations" ADD CONSTRAINT "cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "partner"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."cancelled_passengers" ADD CONSTRAINT "cancelled_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "partner"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."cancelled_passengers" ADD CONSTRAINT "cancelled_passengers_cancellation_id_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "partner"."cancellations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_order_key" ON "partner"."cancellations" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cancellations_requested_idx" ON "partner"."cancellations" USING btree ("created_at") WHERE "partner"."cancellations"."status" = 'requested';