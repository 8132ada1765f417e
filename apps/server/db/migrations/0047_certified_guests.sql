CREATE TABLE "guest_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"title_en" varchar(128) DEFAULT '' NOT NULL,
	"organization" varchar(100) DEFAULT '' NOT NULL,
	"organization_en" varchar(200) DEFAULT '' NOT NULL,
	"photo" varchar(500) DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"introduction_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_guests" ADD COLUMN "mobile" varchar(11) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_guests" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "meeting_guests" ADD COLUMN "keep_own_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_profiles" ADD CONSTRAINT "guest_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_guests" ADD CONSTRAINT "meeting_guests_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_guests_mobile" ON "meeting_guests" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "meeting_guests_claimed" ON "meeting_guests" USING btree ("claimed_by");