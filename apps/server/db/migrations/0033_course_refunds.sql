ALTER TABLE "course_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_orders" ADD COLUMN "refund_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "reversed_at" timestamp with time zone;