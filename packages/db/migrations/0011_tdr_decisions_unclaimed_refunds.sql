CREATE TABLE "partner"."feed_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner"."tdr_refunds" (
	"railway_tdr_id" integer PRIMARY KEY NOT NULL,
	"decision_seq" integer NOT NULL,
	"order_id" text NOT NULL,
	"passenger_numbers" jsonb NOT NULL,
	"reason" text NOT NULL,
	"refund_paise" bigint NOT NULL,
	"method" text,
	"decided_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"settle_by" timestamp with time zone,
	CONSTRAINT "tdr_refunds_decisionSeq_unique" UNIQUE("decision_seq")
);
--> statement-breakpoint
CREATE TABLE "partner"."unclaimed_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" text,
	"failure_reason" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"link_sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_to" text,
	"claimed_upi_id" text
);
--> statement-breakpoint
ALTER TABLE "partner"."payments" ADD COLUMN "instrument" text;--> statement-breakpoint
ALTER TABLE "railway"."tdrs" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "railway"."tdrs" ADD COLUMN "refund" integer;--> statement-breakpoint
ALTER TABLE "railway"."tdrs" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "railway"."tdrs" ADD COLUMN "decision_seq" integer;--> statement-breakpoint
ALTER TABLE "partner"."tdr_refunds" ADD CONSTRAINT "tdr_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "partner"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."unclaimed_refunds" ADD CONSTRAINT "unclaimed_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner"."unclaimed_refunds" ADD CONSTRAINT "unclaimed_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "partner"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tdr_refunds_order_idx" ON "partner"."tdr_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unclaimed_refunds_source_idx" ON "partner"."unclaimed_refunds" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "unclaimed_refunds_user_idx" ON "partner"."unclaimed_refunds" USING btree ("user_id","failed_at");--> statement-breakpoint
CREATE INDEX "unclaimed_refunds_open_idx" ON "partner"."unclaimed_refunds" USING btree ("expires_at") WHERE "partner"."unclaimed_refunds"."status" = 'unclaimed';--> statement-breakpoint
CREATE UNIQUE INDEX "tdrs_decision_seq_idx" ON "railway"."tdrs" USING btree ("decision_seq");--> statement-breakpoint
CREATE INDEX "tdrs_undecided_idx" ON "railway"."tdrs" USING btree ("filed_at") WHERE "railway"."tdrs"."decided_at" is null;