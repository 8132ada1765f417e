CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"registration_id" integer,
	"name" varchar(32) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"template_name" varchar(50) NOT NULL,
	"provider_code" varchar(40) DEFAULT '' NOT NULL,
	"params" jsonb NOT NULL,
	"text" text NOT NULL,
	"units" smallint NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"reply" varchar(300) DEFAULT '' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"provider_code" varchar(40) DEFAULT '' NOT NULL,
	"content" varchar(300) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_meeting" ON "sms_messages" USING btree ("meeting_id","id");--> statement-breakpoint
CREATE INDEX "sms_messages_due" ON "sms_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_templates_meeting" ON "sms_templates" USING btree ("meeting_id");