import type { ResumeWork } from "../lib/site/resume.ts";
import { jobDates } from "../lib/site/cv.ts";

/**
 * The owner's earlier roles on the CV (profile's `experience`, newest first,
 * as /resume.json's `work` has them): role, organisation, dates, highlights.
 */
export function WorkHistory(
  { jobs, words }: { jobs: ResumeWork[]; words: Parameters<typeof jobDates>[1] },
) {
  return (
    <>
      {jobs.map((job) => (
        <div key={`${job.name} ${job.startDate}`} class="cv-entry">
          <h3>
            {job.position}, {job.name}
            <span class="cv-date">{jobDates(job, words)}</span>
          </h3>
          {job.highlights && (
            <ul class="cv-highlights">{job.highlights.map((h) => <li key={h}>{h}</li>)}</ul>
          )}
        </div>
      ))}
    </>
  );
}
