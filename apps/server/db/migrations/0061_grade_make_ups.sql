ALTER TABLE "exam_grade_exams" ADD COLUMN "make_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_grade_exams" ADD COLUMN "make_up_attempts" integer;--> statement-breakpoint
ALTER TABLE "exam_grade_exams" ADD COLUMN "make_up_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_grade_exams" ADD COLUMN "make_up_minutes" integer;