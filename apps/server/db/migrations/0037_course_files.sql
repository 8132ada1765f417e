CREATE TABLE "course_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"mime" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_periods" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "course_files" ADD CONSTRAINT "course_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_files_owner" ON "course_files" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "course_periods" ADD CONSTRAINT "course_periods_file_id_course_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."course_files"("id") ON DELETE set null ON UPDATE no action;