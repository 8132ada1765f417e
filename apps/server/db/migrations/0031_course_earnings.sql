CREATE TABLE "earning_balances" (
	"kind" varchar(4) NOT NULL,
	"owner_id" integer NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_balances_kind_owner_id_pk" PRIMARY KEY("kind","owner_id"),
	CONSTRAINT "earning_balances_not_negative" CHECK ("earning_balances"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(4) NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(4) NOT NULL,
	"owner_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"account_name" varchar(50) NOT NULL,
	"account_no" varchar(50) NOT NULL,
	"bank_name" varchar(50) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_order_id_course_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."course_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_owner" ON "earnings" USING btree ("kind","owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_once" ON "earnings" USING btree ("order_id","kind","owner_id");--> statement-breakpoint
CREATE INDEX "withdrawals_owner" ON "withdrawals" USING btree ("kind","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status");