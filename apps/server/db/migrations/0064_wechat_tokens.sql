ALTER TABLE "social_attempts" ADD COLUMN "tokens_sealed" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_attempts" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_socials" ADD COLUMN "tokens_sealed" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_socials" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_socials" ADD COLUMN "profile_at" timestamp with time zone DEFAULT now() NOT NULL;