CREATE SEQUENCE "public"."user_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"client_kind" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(16),
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"code" varchar(6) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_no" varchar(16) DEFAULT ('U' || nextval('user_no_seq')::text) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"password_hash" text NOT NULL,
	"password_salt" text NOT NULL,
	"user_type" smallint DEFAULT 1 NOT NULL,
	"nickname" varchar(32) DEFAULT '' NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"age" integer,
	"head_img_url" varchar(500) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"referral_code" varchar(16) NOT NULL,
	"referrer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_userNo_unique" UNIQUE("user_no"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_referralCode_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"adv_title" varchar(100) NOT NULL,
	"adv_title_en" varchar(200) DEFAULT '' NOT NULL,
	"adv_img" varchar(500) NOT NULL,
	"adv_url" varchar(500) DEFAULT '' NOT NULL,
	"adv_target" varchar(16) DEFAULT '_self' NOT NULL,
	"plat_show" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_nav_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"nav_name" varchar(32) NOT NULL,
	"nav_name_en" varchar(64) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_nav_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"nav_name" varchar(32) NOT NULL,
	"nav_name_en" varchar(64) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_name" varchar(64) NOT NULL,
	"link_name_en" varchar(128) DEFAULT '' NOT NULL,
	"link_url" varchar(500) NOT NULL,
	"link_target" varchar(16) DEFAULT '_blank' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_bars" (
	"id" serial PRIMARY KEY NOT NULL,
	"nav_title" varchar(32) NOT NULL,
	"nav_title_en" varchar(64) DEFAULT '' NOT NULL,
	"nav_url" varchar(500) NOT NULL,
	"target" varchar(16) DEFAULT '_self' NOT NULL,
	"plat_show" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(6) NOT NULL,
	"province_name" varchar(32) NOT NULL,
	"province_name_en" varchar(64) NOT NULL,
	CONSTRAINT "provinces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"max_size" bigint NOT NULL,
	"size" bigint,
	"content_type" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"vip_name" varchar(64) NOT NULL,
	"vip_name_en" varchar(128) DEFAULT '' NOT NULL,
	"vip_price" varchar(16) NOT NULL,
	"vip_days" integer NOT NULL,
	"vip_desc" varchar(500) DEFAULT '' NOT NULL,
	"vip_desc_en" varchar(1000) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_info" (
	"id" smallint PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"data_en" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_name" varchar(64) NOT NULL,
	"zone_name_en" varchar(128) DEFAULT '' NOT NULL,
	"zone_desc" varchar(500) DEFAULT '' NOT NULL,
	"zone_desc_en" varchar(1000) DEFAULT '' NOT NULL,
	"zone_img" varchar(500) DEFAULT '' NOT NULL,
	"zone_url" varchar(500) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_nav_articles" ADD CONSTRAINT "footer_nav_articles_group_id_footer_nav_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."footer_nav_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_mobile_at" ON "login_failures" USING btree ("mobile","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_one_live_per_kind" ON "sessions" USING btree ("user_id","client_kind") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_created" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "user_messages_user_created" ON "user_messages" USING btree ("user_id","created_at");