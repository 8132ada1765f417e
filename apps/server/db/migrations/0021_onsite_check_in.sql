CREATE TABLE "check_ins" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"checked_in_at" timestamp with time zone,
	"desk" varchar(32) DEFAULT '' NOT NULL,
	"checked_in_by" integer,
	"had_meals" boolean DEFAULT false NOT NULL,
	"materials" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"registration_id" integer,
	"place_id" integer,
	"kind" varchar(10) NOT NULL,
	"desk" varchar(32) DEFAULT '' NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone NOT NULL,
	"detail" varchar(200) DEFAULT '' NOT NULL,
	"client_id" uuid,
	CONSTRAINT "desk_events_clientId_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "place_sign_ins" (
	"place_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"desk" varchar(32) DEFAULT '' NOT NULL,
	CONSTRAINT "place_sign_ins_place_id_registration_id_pk" PRIMARY KEY("place_id","registration_id")
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_events" ADD CONSTRAINT "desk_events_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_events" ADD CONSTRAINT "desk_events_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_events" ADD CONSTRAINT "desk_events_place_id_meeting_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."meeting_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_events" ADD CONSTRAINT "desk_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_sign_ins" ADD CONSTRAINT "place_sign_ins_place_id_meeting_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."meeting_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_sign_ins" ADD CONSTRAINT "place_sign_ins_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_sign_ins" ADD CONSTRAINT "place_sign_ins_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_meeting" ON "check_ins" USING btree ("meeting_id","checked_in_at");--> statement-breakpoint
CREATE INDEX "desk_events_meeting" ON "desk_events" USING btree ("meeting_id","id");--> statement-breakpoint
CREATE INDEX "desk_events_registration" ON "desk_events" USING btree ("registration_id") WHERE "desk_events"."registration_id" is not null;--> statement-breakpoint
CREATE INDEX "place_sign_ins_registration" ON "place_sign_ins" USING btree ("registration_id");