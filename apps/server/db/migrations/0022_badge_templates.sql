CREATE TABLE "badge_templates" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"size" varchar(16) NOT NULL,
	"background_url" varchar(500) DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_templates" ADD CONSTRAINT "badge_templates_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;