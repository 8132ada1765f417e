CREATE TABLE "exam_grade_exams" (
	"grade_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_grade_exams_grade_id_exam_id_pk" PRIMARY KEY("grade_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "exam_grade_members" (
	"grade_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(10) DEFAULT 'student' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_grade_members_grade_id_user_id_pk" PRIMARY KEY("grade_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"org_id" integer,
	"grade_name" varchar(50) NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_grade_exams" ADD CONSTRAINT "exam_grade_exams_grade_id_exam_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."exam_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grade_exams" ADD CONSTRAINT "exam_grade_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grade_members" ADD CONSTRAINT "exam_grade_members_grade_id_exam_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."exam_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grade_members" ADD CONSTRAINT "exam_grade_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grades" ADD CONSTRAINT "exam_grades_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grades" ADD CONSTRAINT "exam_grades_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_grade_exams_exam_id_index" ON "exam_grade_exams" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_grade_members_user_id_index" ON "exam_grade_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_grades_org_id_index" ON "exam_grades" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "exam_grades_creator_id_index" ON "exam_grades" USING btree ("creator_id");