CREATE TABLE "exam_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" numeric(6, 1),
	"comment" text DEFAULT '' NOT NULL,
	"marked_by" integer,
	CONSTRAINT "exam_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"total_score" numeric(6, 1) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"timed_out" boolean DEFAULT false NOT NULL,
	"state" varchar(10) DEFAULT 'answering' NOT NULL,
	"score" numeric(6, 1)
);
--> statement-breakpoint
CREATE TABLE "exam_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"org_id" integer,
	"category_name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_overrides" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempts" integer,
	"closes_at" timestamp with time zone,
	"minutes" integer,
	CONSTRAINT "exam_overrides_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_paper_items" (
	"paper_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"score" numeric(6, 1) NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "exam_paper_items_paper_id_question_id_pk" PRIMARY KEY("paper_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"org_id" integer,
	"paper_name" varchar(100) NOT NULL,
	"mode" varchar(10) NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pass_score" numeric(6, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"org_id" integer,
	"parent_id" integer,
	"category_id" integer,
	"kind" varchar(10) NOT NULL,
	"difficulty" smallint DEFAULT 2 NOT NULL,
	"stem" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"org_id" integer,
	"paper_id" integer NOT NULL,
	"exam_name" varchar(100) NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"audience" varchar(10) DEFAULT 'public' NOT NULL,
	"meeting_id" integer,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"show_result" varchar(10) DEFAULT 'submit' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_window" CHECK ("exams"."closes_at" > "exams"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_categories" ADD CONSTRAINT "exam_categories_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_categories" ADD CONSTRAINT "exam_categories_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_overrides" ADD CONSTRAINT "exam_overrides_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_overrides" ADD CONSTRAINT "exam_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_paper_items" ADD CONSTRAINT "exam_paper_items_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_paper_items" ADD CONSTRAINT "exam_paper_items_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_category_id_exam_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."exam_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_exam_id_user_id_number_index" ON "exam_attempts" USING btree ("exam_id","user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open" ON "exam_attempts" USING btree ("exam_id","user_id") WHERE "exam_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_attempts_due" ON "exam_attempts" USING btree ("due_at") WHERE "exam_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_attempts_user_id_index" ON "exam_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_categories_org_id_index" ON "exam_categories" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "exam_categories_creator_id_index" ON "exam_categories" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "exam_papers_org_id_index" ON "exam_papers" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "exam_papers_creator_id_index" ON "exam_papers" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "exam_questions_org_id_kind_index" ON "exam_questions" USING btree ("org_id","kind");--> statement-breakpoint
CREATE INDEX "exam_questions_creator_id_kind_index" ON "exam_questions" USING btree ("creator_id","kind");--> statement-breakpoint
CREATE INDEX "exam_questions_parent_id_index" ON "exam_questions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "exam_questions_category_id_index" ON "exam_questions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "exams_org_id_index" ON "exams" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "exams_creator_id_index" ON "exams" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "exams_meeting_id_index" ON "exams" USING btree ("meeting_id");