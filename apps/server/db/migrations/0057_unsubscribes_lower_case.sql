-- Unsubscribed addresses are kept and looked up in lower case (one mailbox however a form spelled it):
-- the rows stored as typed become lower case, one row per address.
INSERT INTO "mail_unsubscribes" ("email", "created_at")
SELECT lower("email"), min("created_at") FROM "mail_unsubscribes" WHERE "email" <> lower("email") GROUP BY lower("email")
ON CONFLICT ("email") DO NOTHING;
--> statement-breakpoint
DELETE FROM "mail_unsubscribes" WHERE "email" <> lower("email");
