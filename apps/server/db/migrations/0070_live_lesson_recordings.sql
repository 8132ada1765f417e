ALTER TABLE "course_live_channels" ADD COLUMN "recording_upload_id" varchar(64);--> statement-breakpoint
ALTER TABLE "course_live_channels" ADD COLUMN "recording_by" integer;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "source_parts" boolean DEFAULT false NOT NULL;