CREATE TABLE "papers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"curriculum" text NOT NULL,
	"class_number" integer NOT NULL,
	"subject" text NOT NULL,
	"total_marks" integer NOT NULL,
	"question_count" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seed" integer NOT NULL,
	"blueprint" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"question_refs" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "papers_user_created_idx" ON "papers" USING btree ("user_id","created_at");