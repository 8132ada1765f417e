CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"usage_limit" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"type_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrol_settings" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"open_time" timestamp with time zone,
	"close_time" timestamp with time zone,
	"agent_enabled" boolean DEFAULT false NOT NULL,
	"agent_max" integer DEFAULT 5 NOT NULL,
	"invoice_ordinary" boolean DEFAULT false NOT NULL,
	"invoice_special" boolean DEFAULT false NOT NULL,
	"live_needs_signup" boolean DEFAULT false NOT NULL,
	"order_timeout_minutes" integer DEFAULT 30 NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(128) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"single_use" boolean DEFAULT true NOT NULL,
	"type_ids" integer[] DEFAULT '{}' NOT NULL,
	"remark" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(20) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(40) DEFAULT '' NOT NULL,
	"company_address" varchar(200) DEFAULT '' NOT NULL,
	"company_phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'requested' NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_follows" (
	"user_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_follows_user_id_meeting_id_pk" PRIMARY KEY("user_id","meeting_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"meeting_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"lines" jsonb NOT NULL,
	"total_fen" integer NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"payable_fen" integer NOT NULL,
	"discount_code_id" integer,
	"invite_code_id" integer,
	"group_unit" varchar(100) DEFAULT '' NOT NULL,
	"pay_provider" varchar(16) DEFAULT '' NOT NULL,
	"trade_no" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_orderNo_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"amount_fen" integer NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"quota" integer,
	"needs_audit" boolean DEFAULT false NOT NULL,
	"invite_only" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"unit" varchar(100) DEFAULT '' NOT NULL,
	"position" varchar(64) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"id_number" varchar(18) DEFAULT '' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"hold_until" timestamp with time zone,
	"audit_status" varchar(10) DEFAULT 'none' NOT NULL,
	"audit_reason" varchar(200) DEFAULT '' NOT NULL,
	"fee_fen" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"credential_code" varchar(32) NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_credentialCode_unique" UNIQUE("credential_code")
);
--> statement-breakpoint
CREATE TABLE "room_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"room_night_id" integer NOT NULL,
	"rooms" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"hold_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "room_nights" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"inventory" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "units_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "org_pay_configs" ADD COLUMN "wechat_platform_public_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_pay_configs" ADD COLUMN "wechat_platform_serial" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrol_settings" ADD CONSTRAINT "enrol_settings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_follows" ADD CONSTRAINT "meeting_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_follows" ADD CONSTRAINT "meeting_follows_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invite_code_id_invite_codes_id_fk" FOREIGN KEY ("invite_code_id") REFERENCES "public"."invite_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_types" ADD CONSTRAINT "registration_types_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_type_id_registration_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."registration_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_room_night_id_room_nights_id_fk" FOREIGN KEY ("room_night_id") REFERENCES "public"."room_nights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_meeting_code" ON "discount_codes" USING btree ("meeting_id","code");--> statement-breakpoint
CREATE INDEX "hotel_room_types_hotel" ON "hotel_room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_meeting" ON "hotels" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_meeting_code" ON "invite_codes" USING btree ("meeting_id","code");--> statement-breakpoint
CREATE INDEX "invoices_meeting" ON "invoices" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_meeting" ON "orders" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_expiry" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "orders_discount" ON "orders" USING btree ("discount_code_id");--> statement-breakpoint
CREATE INDEX "orders_invite" ON "orders" USING btree ("invite_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trade" ON "payments" USING btree ("provider","trade_no");--> statement-breakpoint
CREATE INDEX "registration_types_meeting" ON "registration_types" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "registrations_type_live" ON "registrations" USING btree ("type_id","status") WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_meeting" ON "registrations" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE INDEX "registrations_order" ON "registrations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "registrations_meeting_mobile" ON "registrations" USING btree ("meeting_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_live_per_mobile" ON "registrations" USING btree ("meeting_id","mobile") WHERE "registrations"."deleted_at" is null and "registrations"."status" in ('unpaid', 'pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "room_bookings_night" ON "room_bookings" USING btree ("room_night_id","status");--> statement-breakpoint
CREATE INDEX "room_bookings_order" ON "room_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_nights_type_night" ON "room_nights" USING btree ("room_type_id","night");