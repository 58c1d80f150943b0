CREATE TABLE "agreements" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"text" text NOT NULL,
	"sha256" text NOT NULL,
	"accepted_by_creator_at" text,
	"accepted_by_brand_at" text,
	"created_at" text DEFAULT (to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "usage_scope" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "usage_duration_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "usage_territory" text DEFAULT 'india' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "usage_exclusivity_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_application_unique" ON "agreements" USING btree ("application_id");--> statement-breakpoint
SELECT keep_table_version('agreements');