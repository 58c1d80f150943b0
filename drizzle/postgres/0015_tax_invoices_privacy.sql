CREATE TABLE "invoice_counters" (
	"fy" text PRIMARY KEY NOT NULL,
	"last_serial" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"fy" text NOT NULL,
	"serial" integer NOT NULL,
	"kind" text NOT NULL,
	"refers_to" text,
	"payout_id" text NOT NULL,
	"recipient_id" text,
	"recipient_name" text NOT NULL,
	"recipient_gstin" text,
	"recipient_state" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_state" text NOT NULL,
	"sac" text NOT NULL,
	"taxable_value" bigint NOT NULL,
	"cgst" bigint DEFAULT 0 NOT NULL,
	"sgst" bigint DEFAULT 0 NOT NULL,
	"igst" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"issued_at" text DEFAULT (to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"notice_version" text NOT NULL,
	"purpose" text NOT NULL,
	"given_at" text DEFAULT (to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"withdrawn_at" text
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"ready_at" text,
	"expires_at" text,
	"created_at" text DEFAULT (to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"subject" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" text NOT NULL,
	"response" text,
	"answered_at" text,
	"answered_by" text,
	"created_at" text DEFAULT (to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_fy_serial_unique" ON "invoices" USING btree ("fy","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payout_kind_unique" ON "invoices" USING btree ("payout_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_recipient_issued_idx" ON "invoices" USING btree ("recipient_id","issued_at");--> statement-breakpoint
CREATE INDEX "consents_user_given_idx" ON "consents" USING btree ("user_id","given_at");--> statement-breakpoint
CREATE INDEX "data_exports_user_created_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_status_idx" ON "data_exports" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "grievances_status_due_idx" ON "grievances" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "grievances_user_created_idx" ON "grievances" USING btree ("user_id","created_at");--> statement-breakpoint
SELECT keep_table_version('invoice_counters');--> statement-breakpoint
SELECT keep_table_version('invoices');--> statement-breakpoint
SELECT keep_table_version('consents');--> statement-breakpoint
SELECT keep_table_version('data_exports');--> statement-breakpoint
SELECT keep_table_version('grievances');
