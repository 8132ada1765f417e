CREATE TABLE "social_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" varchar(64) NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"app_kind" varchar(8) NOT NULL,
	"user_id" integer,
	"return_to" varchar(500) DEFAULT '/' NOT NULL,
	"client_kind" varchar(8) DEFAULT 'pc' NOT NULL,
	"app_id" varchar(32) DEFAULT '' NOT NULL,
	"open_id" varchar(64) DEFAULT '' NOT NULL,
	"union_id" varchar(64) DEFAULT '' NOT NULL,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"head_img_url" varchar(500) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"called_back_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_attempts_state_unique" UNIQUE("state")
);
--> statement-breakpoint
CREATE TABLE "social_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"web_enabled" boolean DEFAULT false NOT NULL,
	"web_app_id" varchar(32) DEFAULT '' NOT NULL,
	"web_secret_sealed" text DEFAULT '' NOT NULL,
	"mp_enabled" boolean DEFAULT false NOT NULL,
	"mp_app_id" varchar(32) DEFAULT '' NOT NULL,
	"mp_secret_sealed" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_socials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"subject" varchar(100) NOT NULL,
	"app_id" varchar(32) NOT NULL,
	"open_id" varchar(64) NOT NULL,
	"union_id" varchar(64) DEFAULT '' NOT NULL,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"head_img_url" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_attempts" ADD CONSTRAINT "social_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_socials" ADD CONSTRAINT "user_socials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_attempts_expires" ON "social_attempts" USING btree ("expires_at") WHERE "social_attempts"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_socials_subject" ON "user_socials" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_socials_user_app" ON "user_socials" USING btree ("user_id","provider","app_id");