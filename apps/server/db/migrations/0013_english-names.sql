ALTER TABLE "organizations" ADD COLUMN "org_name_en" varchar(128) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "city_en" varchar(64) DEFAULT '' NOT NULL;