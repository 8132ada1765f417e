ALTER TABLE "course_chapters" ALTER COLUMN "sort" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "course_periods" ALTER COLUMN "sort" SET DATA TYPE integer;