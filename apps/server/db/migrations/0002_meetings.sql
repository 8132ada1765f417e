CREATE TABLE "meeting_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"org_id" integer,
	"meeting_name" varchar(100) NOT NULL,
	"meeting_name_en" varchar(200) DEFAULT '' NOT NULL,
	"category_id" integer,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"province_code" varchar(6) DEFAULT '' NOT NULL,
	"city" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"address_en" varchar(400) DEFAULT '' NOT NULL,
	"cover" varchar(500) DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"introduction_en" text DEFAULT '' NOT NULL,
	"organizer" varchar(100) DEFAULT '' NOT NULL,
	"organizer_en" varchar(200) DEFAULT '' NOT NULL,
	"has_multilingual" boolean DEFAULT false NOT NULL,
	"meeting_domain" varchar(32),
	"meeting_status" smallint DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_category_id_meeting_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."meeting_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_domain" ON "meetings" USING btree ("meeting_domain") WHERE "meetings"."meeting_domain" is not null;--> statement-breakpoint
CREATE INDEX "meetings_listed_start" ON "meetings" USING btree ("meeting_status","start_time");--> statement-breakpoint
CREATE INDEX "meetings_org" ON "meetings" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "meetings_creator" ON "meetings" USING btree ("creator_id");