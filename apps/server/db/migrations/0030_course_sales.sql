CREATE TABLE "course_enrolments" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"studied_at" timestamp with time zone,
	CONSTRAINT "course_enrolments_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"course_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"payable_fen" integer NOT NULL,
	"pay_provider" varchar(16) DEFAULT '' NOT NULL,
	"trade_no" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_orders_orderNo_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "course_study" (
	"user_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_study_user_id_period_id_pk" PRIMARY KEY("user_id","period_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_order_id_course_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."course_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_orders" ADD CONSTRAINT "course_orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_orders" ADD CONSTRAINT "course_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_study" ADD CONSTRAINT "course_study_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_study" ADD CONSTRAINT "course_study_period_id_course_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."course_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_study" ADD CONSTRAINT "course_study_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_enrolments_user" ON "course_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_orders_buyer" ON "course_orders" USING btree ("buyer_id","course_id");--> statement-breakpoint
CREATE INDEX "course_orders_course" ON "course_orders" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "course_study_course" ON "course_study" USING btree ("user_id","course_id");