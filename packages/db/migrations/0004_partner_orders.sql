CREATE TABLE "partner"."orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"railway_user_id" text NOT NULL,
	"train_number" text NOT NULL,
	"train_name" text NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"journey_date" text NOT NULL,
	"class_code" text NOT NULL,
	"quota" text NOT NULL,
	"request" jsonb NOT NULL,
	"fare" jsonb NOT NULL,
	"total_paise" bigint NOT NULL,
	"seen_status" text NOT NULL,
	"hold_id" text,
	"pnr" text,
	"ticket" jsonb,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner"."payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"gateway_response" jsonb,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "partner"."railway_ids" (
	"user_id" uuid NOT NULL,
	"railway_user_id" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner"."refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_paymentId_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "partner"."wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "railway"."pnrs" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner"."orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "partner"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."railway_ids" ADD CONSTRAINT "railway_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "partner"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "partner"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "partner"."orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "partner"."payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_captured_idx" ON "partner"."payments" USING btree ("captured_at") WHERE "partner"."payments"."status" = 'captured';--> statement-breakpoint
CREATE UNIQUE INDEX "railway_ids_user_id_key" ON "partner"."railway_ids" USING btree ("user_id","railway_user_id");