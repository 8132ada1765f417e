CREATE TABLE "live_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"name" varchar(24) NOT NULL,
	"stream_key" varchar(48) NOT NULL,
	"gate" varchar(8) DEFAULT 'signup' NOT NULL,
	"live_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_channels_placeId_unique" UNIQUE("place_id"),
	CONSTRAINT "live_channels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_place_id_meeting_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."meeting_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_channels_meeting" ON "live_channels" USING btree ("meeting_id");