CREATE TABLE "course_exercise_results" (
	"period_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"best_score" numeric(6, 1) NOT NULL,
	"last_score" numeric(6, 1) NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_exercise_results_period_id_user_id_pk" PRIMARY KEY("period_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "course_periods" ADD COLUMN "paper_id" integer;--> statement-breakpoint
ALTER TABLE "course_exercise_results" ADD CONSTRAINT "course_exercise_results_period_id_course_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."course_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_exercise_results" ADD CONSTRAINT "course_exercise_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_periods" ADD CONSTRAINT "course_periods_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE set null ON UPDATE no action;