ALTER TABLE "partner"."orders" ADD COLUMN "ticket_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "partner"."payments" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner"."payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner"."wallets" ADD COLUMN "held_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 16: concurrent checkouts left several pending payments on one order; keep the newest open.
UPDATE "partner"."payments" p SET "status" = 'expired'
WHERE p."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "partner"."payments" q
  WHERE q."order_id" = p."order_id" AND q."status" = 'pending'
    AND (q."created_at", q."id") > (p."created_at", p."id")
);--> statement-breakpoint
-- Orders ticketed before this migration: their first capture paid for the ticket (any other is refunded by the reconciler).
UPDATE "partner"."orders" o SET "ticket_payment_id" = (
  SELECT p."id" FROM "partner"."payments" p
  WHERE p."order_id" = o."id" AND p."status" = 'captured'
  ORDER BY p."captured_at", p."id" LIMIT 1
)
WHERE o."pnr" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "partner"."payments" USING btree ("order_id") WHERE "partner"."payments"."status" in ('pending', 'authorized');
