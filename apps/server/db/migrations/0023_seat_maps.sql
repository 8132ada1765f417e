CREATE TABLE "seat_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"layout" jsonb NOT NULL,
	"self_choice" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"map_id" integer NOT NULL,
	"row" integer NOT NULL,
	"number" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"type_id" integer,
	"registration_id" integer
);
--> statement-breakpoint
ALTER TABLE "seat_maps" ADD CONSTRAINT "seat_maps_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_map_id_seat_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."seat_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_type_id_registration_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."registration_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_maps_one_current" ON "seat_maps" USING btree ("meeting_id") WHERE "seat_maps"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "seat_maps_meeting" ON "seat_maps" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_place" ON "seats" USING btree ("map_id","row","number");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_one_per_person" ON "seats" USING btree ("map_id","registration_id") WHERE "seats"."registration_id" is not null;--> statement-breakpoint
CREATE INDEX "seats_registration" ON "seats" USING btree ("registration_id") WHERE "seats"."registration_id" is not null;