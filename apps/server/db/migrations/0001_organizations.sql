CREATE SEQUENCE "public"."org_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"form" jsonb NOT NULL,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lecturer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"position" varchar(64) NOT NULL,
	"organization" varchar(64) DEFAULT '' NOT NULL,
	"head_img_url" varchar(500) NOT NULL,
	"introduction" text NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_pay_configs" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"alipay_enabled" boolean DEFAULT false NOT NULL,
	"alipay_app_id" varchar(32) DEFAULT '' NOT NULL,
	"alipay_public_key" text DEFAULT '' NOT NULL,
	"alipay_private_key_sealed" text DEFAULT '' NOT NULL,
	"wechat_enabled" boolean DEFAULT false NOT NULL,
	"wechat_mch_id" varchar(32) DEFAULT '' NOT NULL,
	"wechat_app_id" varchar(32) DEFAULT '' NOT NULL,
	"wechat_serial_no" varchar(64) DEFAULT '' NOT NULL,
	"wechat_api_v_3_key_sealed" text DEFAULT '' NOT NULL,
	"wechat_private_key_sealed" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_no" varchar(16) DEFAULT ('O' || nextval('org_no_seq')::text) NOT NULL,
	"org_name" varchar(64) NOT NULL,
	"short_name" varchar(16) NOT NULL,
	"logo" varchar(500) NOT NULL,
	"license_img" varchar(500) NOT NULL,
	"contact_name" varchar(32) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"address" varchar(200) NOT NULL,
	"introduction" text NOT NULL,
	"page_component" jsonb NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_orgNo_unique" UNIQUE("org_no")
);
--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "title_en" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "content_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturer_profiles" ADD CONSTRAINT "lecturer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_pay_configs" ADD CONSTRAINT "org_pay_configs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_pending" ON "applications" USING btree ("user_id") WHERE "applications"."status" = 0;--> statement-breakpoint
CREATE INDEX "applications_status_created" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "org_members_user" ON "org_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "org_members_org" ON "org_members" USING btree ("org_id");