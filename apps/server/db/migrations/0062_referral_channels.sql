CREATE TABLE "referral_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_channels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_channel_id" integer;--> statement-breakpoint
ALTER TABLE "referral_channels" ADD CONSTRAINT "referral_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_channels_user_name" ON "referral_channels" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "users_referrer" ON "users" USING btree ("referrer_id");