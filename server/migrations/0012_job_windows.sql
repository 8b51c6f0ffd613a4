CREATE TABLE "job_windows" (
	"job_name" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_windows_job_name_window_start_pk" PRIMARY KEY("job_name","window_start")
);
