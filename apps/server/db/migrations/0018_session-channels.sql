ALTER TABLE "live_channels" DROP CONSTRAINT "live_channels_placeId_unique";--> statement-breakpoint
ALTER TABLE "live_channels" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "live_replays" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_session_id_meeting_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."meeting_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_replays" ADD CONSTRAINT "live_replays_session_id_meeting_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."meeting_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_channels_venue" ON "live_channels" USING btree ("place_id") WHERE "live_channels"."session_id" is null;--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_sessionId_unique" UNIQUE("session_id");