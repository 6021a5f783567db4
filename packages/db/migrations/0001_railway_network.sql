CREATE SCHEMA "railway";
--> statement-breakpoint
CREATE TABLE "railway"."stations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text,
	"state_inferred" boolean,
	"zone" text,
	"lat" double precision,
	"lon" double precision,
	"coords" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "railway"."train_stops" (
	"train_number" text NOT NULL,
	"seq" smallint NOT NULL,
	"station_code" text NOT NULL,
	CONSTRAINT "train_stops_train_number_seq_pk" PRIMARY KEY("train_number","seq")
);
--> statement-breakpoint
CREATE TABLE "railway"."trains" (
	"number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"pair" text,
	"duration_min" integer NOT NULL,
	"distance_km" integer NOT NULL,
	"runs_on" boolean[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "railway"."train_stops" ADD CONSTRAINT "train_stops_train_number_trains_number_fk" FOREIGN KEY ("train_number") REFERENCES "railway"."trains"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway"."train_stops" ADD CONSTRAINT "train_stops_station_code_stations_code_fk" FOREIGN KEY ("station_code") REFERENCES "railway"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway"."trains" ADD CONSTRAINT "trains_from_code_stations_code_fk" FOREIGN KEY ("from_code") REFERENCES "railway"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway"."trains" ADD CONSTRAINT "trains_to_code_stations_code_fk" FOREIGN KEY ("to_code") REFERENCES "railway"."stations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_stops_station_code_idx" ON "railway"."train_stops" USING btree ("station_code");