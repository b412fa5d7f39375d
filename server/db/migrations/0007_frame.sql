CREATE TABLE "rate_limit_windows" (
	"key" text NOT NULL,
	"window_ms" integer NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_key_window_ms_pk" PRIMARY KEY("key","window_ms")
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"school_id" uuid NOT NULL,
	"parent_user_id" uuid NOT NULL,
	"student_user_id" uuid NOT NULL,
	CONSTRAINT "guardian_links_school_id_parent_user_id_student_user_id_pk" PRIMARY KEY("school_id","parent_user_id","student_user_id")
);
--> statement-breakpoint
CREATE TABLE "school_memberships" (
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_memberships_school_id_user_id_role_pk" PRIMARY KEY("school_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"curriculum" text,
	"seats" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_students" (
	"school_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"roll_number" integer,
	CONSTRAINT "section_students_section_id_user_id_pk" PRIMARY KEY("section_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "section_teachers" (
	"school_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	CONSTRAINT "section_teachers_section_id_user_id_subject_pk" PRIMARY KEY("section_id","user_id","subject")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"class_id" text NOT NULL,
	"name" text NOT NULL,
	"academic_year" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sections_school_id_id_unique" UNIQUE("school_id","id"),
	CONSTRAINT "sections_school_class_name_year_unique" UNIQUE("school_id","class_id","name","academic_year")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "school_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "school_role" text;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_memberships" ADD CONSTRAINT "school_memberships_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_memberships" ADD CONSTRAINT "school_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_students" ADD CONSTRAINT "section_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_students" ADD CONSTRAINT "section_students_section_fk" FOREIGN KEY ("school_id","section_id") REFERENCES "public"."sections"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_teachers" ADD CONSTRAINT "section_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_teachers" ADD CONSTRAINT "section_teachers_section_fk" FOREIGN KEY ("school_id","section_id") REFERENCES "public"."sections"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "school_memberships_user_id_idx" ON "school_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "section_students_user_id_idx" ON "section_students" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Row-level security: the second wall between schools (decision 010). A school-scoped transaction
-- switches to the role prashna_school_scope (SET LOCAL ROLE) and names its school in the setting
-- app.school_id (set_config(..., true)); both end with the transaction, so a pooled connection
-- never keeps them. The policies apply to that role, so a query that forgets its school filter
-- still sees only the rows of the school the transaction was opened for.
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'prashna_school_scope') THEN
    CREATE ROLE prashna_school_scope NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; -- roles are per server: another database made it
END $$;--> statement-breakpoint
DO $$ BEGIN
  BEGIN
    EXECUTE format('GRANT prashna_school_scope TO %I', current_user);
  EXCEPTION WHEN OTHERS THEN NULL; -- a superuser needs no grant; checked just below either way
  END;
  IF NOT pg_has_role(current_user, 'prashna_school_scope', 'MEMBER') THEN
    RAISE EXCEPTION 'The database user % cannot take the role prashna_school_scope. Ask the database administrator to run: GRANT prashna_school_scope TO %;', current_user, current_user;
  END IF;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO prashna_school_scope;--> statement-breakpoint
-- A school sees its people's names only: never a password hash, an e-mail or a phone of anyone.
GRANT SELECT ("id", "full_name") ON "users" TO prashna_school_scope;--> statement-breakpoint
-- A school reads its own row and may rename itself; seats, validity and status are the site admin's.
GRANT SELECT, UPDATE ("name", "curriculum") ON "schools" TO prashna_school_scope;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "school_memberships", "sections", "section_teachers", "section_students", "guardian_links" TO prashna_school_scope;--> statement-breakpoint
ALTER TABLE "schools" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "school_memberships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "section_teachers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "section_students" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "guardian_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "schools_own_school" ON "schools" TO prashna_school_scope
  USING ("id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "school_memberships_own_school" ON "school_memberships" TO prashna_school_scope
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sections_own_school" ON "sections" TO prashna_school_scope
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "section_teachers_own_school" ON "section_teachers" TO prashna_school_scope
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "section_students_own_school" ON "section_students" TO prashna_school_scope
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "guardian_links_own_school" ON "guardian_links" TO prashna_school_scope
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);
