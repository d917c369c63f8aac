-- The console's CSV imports run as jobs (issue 34 item 8): the upload starts one and the console follows
-- it. heartbeat_at is the database's clock, beaten by the process running the job; a running job whose
-- heartbeat stopped is failed when read. One running import per administrator.
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_by" integer NOT NULL,
	"importer" text NOT NULL,
	"file_name" text NOT NULL,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"progress" jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"report" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "import_jobs_state_known" CHECK ("import_jobs"."state" in ('running', 'done', 'failed')),
	CONSTRAINT "import_jobs_mode_known" CHECK ("import_jobs"."mode" in ('dryRun', 'apply', 'applyAccepted'))
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_started_by_members_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_started_by_idx" ON "import_jobs" USING btree ("started_by","id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_running_idx" ON "import_jobs" USING btree ("started_by") WHERE "import_jobs"."state" = 'running';
