ALTER TABLE "certificate_templates" ADD COLUMN "title_en" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "body_en" varchar(800) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoke_reason" varchar(200) DEFAULT '' NOT NULL;