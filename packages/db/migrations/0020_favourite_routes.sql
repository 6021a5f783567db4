CREATE TABLE "partner"."favourite_routes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner"."favourite_routes" ADD CONSTRAINT "favourite_routes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "partner"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_routes_pair_idx" ON "partner"."favourite_routes" USING btree ("user_id","from_code","to_code");