CREATE TABLE "live_decorations" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"title" varchar(60) DEFAULT '' NOT NULL,
	"title_en" varchar(120) DEFAULT '' NOT NULL,
	"cover_url" varchar(500) DEFAULT '' NOT NULL,
	"background_url" varchar(500) DEFAULT '' NOT NULL,
	"warmup_image_url" varchar(500) DEFAULT '' NOT NULL,
	"warmup_video_url" varchar(500) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_decorations" ADD CONSTRAINT "live_decorations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;