CREATE TABLE "live_replays" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"status" varchar(12) NOT NULL,
	"source" varchar(300) NOT NULL,
	"file_url" varchar(500) DEFAULT '' NOT NULL,
	"poster_url" varchar(500) DEFAULT '' NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_replays" ADD CONSTRAINT "live_replays_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_replays" ADD CONSTRAINT "live_replays_place_id_meeting_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."meeting_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_replays_place" ON "live_replays" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "live_replays_status" ON "live_replays" USING btree ("status");