CREATE TABLE "course_exercise_draws" (
	"period_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"handed_in" boolean DEFAULT false NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_exercise_draws_period_id_user_id_pk" PRIMARY KEY("period_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "exam_grade_exams" ADD COLUMN "make_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_grade_exams" ADD COLUMN "make_up_attempts" integer;--> statement-breakpoint
ALTER TABLE "exam_grade_exams" ADD COLUMN "make_up_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_grade_exams" ADD COLUMN "make_up_minutes" integer;--> statement-breakpoint
ALTER TABLE "course_exercise_draws" ADD CONSTRAINT "course_exercise_draws_period_id_course_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."course_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_exercise_draws" ADD CONSTRAINT "course_exercise_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;