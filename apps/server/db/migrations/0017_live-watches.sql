CREATE TABLE "live_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"user_id" integer,
	"viewer" varchar(24) NOT NULL,
	"via" varchar(4) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_watches" ADD CONSTRAINT "live_watches_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_watches" ADD CONSTRAINT "live_watches_place_id_meeting_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."meeting_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_watches" ADD CONSTRAINT "live_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_watches_place" ON "live_watches" USING btree ("place_id","started_at");--> statement-breakpoint
CREATE INDEX "live_watches_meeting" ON "live_watches" USING btree ("meeting_id","started_at");--> statement-breakpoint
CREATE INDEX "live_watches_user" ON "live_watches" USING btree ("user_id","started_at");