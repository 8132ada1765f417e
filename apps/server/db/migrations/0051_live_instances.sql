ALTER TABLE "live_channels" ADD COLUMN "live_by" integer;--> statement-breakpoint
ALTER TABLE "live_replays" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "course_live_channels" ADD COLUMN "live_by" integer;