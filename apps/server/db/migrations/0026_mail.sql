CREATE TABLE "mail_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"promotional" boolean NOT NULL,
	"audience" jsonb NOT NULL,
	"origin" varchar(200) NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"registration_id" integer,
	"name" varchar(32) NOT NULL,
	"email" varchar(100) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"reply" varchar(500) DEFAULT '' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"sender_name" varchar(50) DEFAULT '' NOT NULL,
	"reply_to" varchar(100) DEFAULT '' NOT NULL,
	"transport" varchar(8) DEFAULT 'platform' NOT NULL,
	"smtp_sealed" text DEFAULT '' NOT NULL,
	"per_minute" integer DEFAULT 600 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"promotional" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribes" (
	"email" varchar(100) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_campaign_id_mail_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mail_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_campaigns_meeting" ON "mail_campaigns" USING btree ("meeting_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_once" ON "mail_messages" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "mail_messages_due" ON "mail_messages" USING btree ("campaign_id","status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_templates_meeting" ON "mail_templates" USING btree ("meeting_id");