CREATE TABLE "job_runs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" varchar(120) NOT NULL,
	"instance_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "transcodes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "transcoded_by" integer;