CREATE TABLE "paper_headers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"school_name" text NOT NULL,
	"exam_name" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paper_headers" ADD CONSTRAINT "paper_headers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;