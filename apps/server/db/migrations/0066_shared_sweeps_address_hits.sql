-- UNLOGGED by hand (drizzle-kit has no word for it): the counts are not worth a WAL write per call.
CREATE UNLOGGED TABLE "address_hits" (
	"bucket" varchar(40) NOT NULL,
	"address" text NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "address_hits_bucket_address_pk" PRIMARY KEY("bucket","address")
);
--> statement-breakpoint
CREATE TABLE "sweeps" (
	"name" varchar(120) PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"ran_by" integer NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
