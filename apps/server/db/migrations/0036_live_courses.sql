CREATE TABLE "course_live_channels" (
	"period_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(24) NOT NULL,
	"stream_key" varchar(48) NOT NULL,
	"live_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_live_channels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "course_periods" ADD COLUMN "live_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_periods" ADD COLUMN "live_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_live_channels" ADD CONSTRAINT "course_live_channels_period_id_course_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."course_periods"("id") ON DELETE cascade ON UPDATE no action;