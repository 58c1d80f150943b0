CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_ms" integer NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_window_ms_pk" PRIMARY KEY("key","window_ms")
);
