DROP INDEX "mail_messages_once";--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD COLUMN "kind" varchar(16) DEFAULT 'campaign' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "ref" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_campaigns_notices" ON "mail_campaigns" USING btree ("meeting_id","kind") WHERE kind <> 'campaign';--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_once" ON "mail_messages" USING btree ("campaign_id","email","ref");