ALTER TABLE "mail_messages" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "claimed_by" integer;