CREATE TABLE "vip_memberships" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"buyer_id" integer NOT NULL,
	"vip_set_id" integer NOT NULL,
	"vip_name" varchar(64) NOT NULL,
	"vip_days" integer NOT NULL,
	"payable_fen" integer NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"pay_provider" varchar(16) DEFAULT '' NOT NULL,
	"trade_no" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_orders_orderNo_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "original_price_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "vip_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_orders" ADD CONSTRAINT "vip_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_orders_buyer" ON "vip_orders" USING btree ("buyer_id","created_at");