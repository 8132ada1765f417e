CREATE TABLE "paper_reviewers" (
	"meeting_id" integer NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"name" varchar(32) NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_reviewers_meeting_id_mobile_pk" PRIMARY KEY("meeting_id","mobile")
);
--> statement-breakpoint
CREATE TABLE "paper_reviews" (
	"paper_id" integer NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"score" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "paper_reviews_paper_id_mobile_pk" PRIMARY KEY("paper_id","mobile")
);
--> statement-breakpoint
CREATE TABLE "paper_settings" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone NOT NULL,
	"needs_sign_up" boolean DEFAULT false NOT NULL,
	"abstract_word_limit" integer DEFAULT 500 NOT NULL,
	"keywords_max" smallint DEFAULT 5 NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_kinds" jsonb NOT NULL,
	"file_max_mb" smallint DEFAULT 20 NOT NULL,
	"files_max" smallint DEFAULT 3 NOT NULL,
	"files_required" boolean DEFAULT true NOT NULL,
	"blind_review" boolean DEFAULT true NOT NULL,
	"guide" text DEFAULT '' NOT NULL,
	"guide_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"name_en" varchar(60) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"authors" jsonb NOT NULL,
	"abstract" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topic" varchar(40) DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'submitted' NOT NULL,
	"notify_email" boolean DEFAULT true NOT NULL,
	"notify_sms" boolean DEFAULT false NOT NULL,
	"decision_note" varchar(1000) DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "paper_reviewers" ADD CONSTRAINT "paper_reviewers_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_reviews" ADD CONSTRAINT "paper_reviews_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_settings" ADD CONSTRAINT "paper_settings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_types" ADD CONSTRAINT "paper_types_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_type_id_paper_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."paper_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_reviewers_mobile" ON "paper_reviewers" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "paper_reviews_mobile" ON "paper_reviews" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "paper_types_meeting" ON "paper_types" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "papers_meeting" ON "papers" USING btree ("meeting_id","id");--> statement-breakpoint
CREATE INDEX "papers_user" ON "papers" USING btree ("user_id");