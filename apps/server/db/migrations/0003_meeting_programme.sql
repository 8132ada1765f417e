CREATE TABLE "meeting_accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"file_url" varchar(500) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"day" date NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"title_en" varchar(128) DEFAULT '' NOT NULL,
	"organization" varchar(100) DEFAULT '' NOT NULL,
	"organization_en" varchar(200) DEFAULT '' NOT NULL,
	"photo" varchar(500) DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"introduction_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(128) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"address_en" varchar(400) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"date_id" integer NOT NULL,
	"place_id" integer,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"title" varchar(100) NOT NULL,
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"host" varchar(100) DEFAULT '' NOT NULL,
	"host_en" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_item_guests" (
	"item_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	CONSTRAINT "schedule_item_guests_item_id_guest_id_pk" PRIMARY KEY("item_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(400) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_accessories" ADD CONSTRAINT "meeting_accessories_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_dates" ADD CONSTRAINT "meeting_dates_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_guests" ADD CONSTRAINT "meeting_guests_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notices" ADD CONSTRAINT "meeting_notices_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_places" ADD CONSTRAINT "meeting_places_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_sessions" ADD CONSTRAINT "meeting_sessions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_sessions" ADD CONSTRAINT "meeting_sessions_date_id_meeting_dates_id_fk" FOREIGN KEY ("date_id") REFERENCES "public"."meeting_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_sessions" ADD CONSTRAINT "meeting_sessions_place_id_meeting_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."meeting_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_item_guests" ADD CONSTRAINT "schedule_item_guests_item_id_schedule_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."schedule_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_item_guests" ADD CONSTRAINT "schedule_item_guests_guest_id_meeting_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."meeting_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_session_id_meeting_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."meeting_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_accessories_meeting" ON "meeting_accessories" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_dates_meeting" ON "meeting_dates" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_guests_meeting" ON "meeting_guests" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_notices_meeting" ON "meeting_notices" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_places_meeting" ON "meeting_places" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_sessions_meeting" ON "meeting_sessions" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "schedule_items_meeting" ON "schedule_items" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "schedule_items_session" ON "schedule_items" USING btree ("session_id");