/**
 * `deno task check`'s content step: loads `CONTENT_DIR` (default ./content)
 * and lists every problem with file and field; exits 1 when there is any.
 */
import { readConfig } from "../config.ts";
import { ContentError, loadContent } from "./load.ts";

const { contentDir, contentMaxBytes } = readConfig();
try {
  const raw = await loadContent(contentDir, { maxBytes: contentMaxBytes });
  console.log(
    `Content OK: ${raw.pages.length} pages, ${raw.projects.length} projects, ${raw.services.length} services, ${raw.faq.length} questions in ${contentDir}`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  console.error(`\n${error.problems.length} problem(s) in ${contentDir}.`);
  Deno.exit(1);
}
