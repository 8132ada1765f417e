CREATE TABLE "certificate_templates" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"size" varchar(16) NOT NULL,
	"background_url" varchar(500) DEFAULT '' NOT NULL,
	"title" varchar(50) DEFAULT '' NOT NULL,
	"body" varchar(500) DEFAULT '' NOT NULL,
	"serial_format" varchar(40) NOT NULL,
	"base_hours" numeric(5, 1) DEFAULT 0 NOT NULL,
	"place_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"registration_id" integer,
	"serial" varchar(60) NOT NULL,
	"name" varchar(32) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"unit" varchar(100) DEFAULT '' NOT NULL,
	"hours" numeric(5, 1) DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_serial_unique" UNIQUE("serial")
);
--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_per_person" ON "certificates" USING btree ("meeting_id","mobile");--> statement-breakpoint
CREATE INDEX "certificates_mobile" ON "certificates" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "certificates_name_mobile" ON "certificates" USING btree ("name","mobile");