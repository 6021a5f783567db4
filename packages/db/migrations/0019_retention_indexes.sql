CREATE INDEX "auth_codes_expires_idx" ON "partner"."auth_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_records_at_idx" ON "partner"."login_records" USING btree ("at");--> statement-breakpoint
CREATE INDEX "otp_challenges_expires_idx" ON "partner"."otp_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "partner"."outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "partner"."sessions" USING btree ("expires_at");