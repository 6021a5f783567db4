CREATE TABLE "partner"."analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner"."analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"event_id" integer NOT NULL,
	"screen_name" text NOT NULL,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"labels" jsonb NOT NULL,
	"page_code" smallint,
	"step" text,
	"visit_id" text NOT NULL,
	"visit_source" text NOT NULL,
	"visit_d2" text NOT NULL,
	"visit_d3" text NOT NULL,
	"client" text NOT NULL,
	"profile" text NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "partner"."analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_step_idx" ON "partner"."analytics_events" USING btree ("step","received_at");