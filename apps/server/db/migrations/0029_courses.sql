CREATE TABLE "course_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"title_en" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"kind" varchar(10) NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"video_id" integer
);
--> statement-breakpoint
CREATE TABLE "course_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"upload_id" varchar(64) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'uploading' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_videos_uploadId_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"creator_id" integer NOT NULL,
	"org_id" integer,
	"course_name" varchar(100) NOT NULL,
	"course_name_en" varchar(200) DEFAULT '' NOT NULL,
	"cover" varchar(500) DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"introduction_en" text DEFAULT '' NOT NULL,
	"lecturer_id" integer,
	"is_free" boolean DEFAULT true NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"review_note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_periods" ADD CONSTRAINT "course_periods_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_periods" ADD CONSTRAINT "course_periods_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_periods" ADD CONSTRAINT "course_periods_video_id_course_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."course_videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_chapters_course" ON "course_chapters" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "course_periods_chapter" ON "course_periods" USING btree ("chapter_id","sort");--> statement-breakpoint
CREATE INDEX "course_periods_course" ON "course_periods" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_videos_owner" ON "course_videos" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "courses_owner" ON "courses" USING btree ("org_id","creator_id");--> statement-breakpoint
CREATE INDEX "courses_listed" ON "courses" USING btree ("kind","status");