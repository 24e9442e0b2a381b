/** robots.txt: what may be crawled, where the sitemap and llms.txt are, and the content signals. */
import type { Config } from "../../config.ts";
import { agentUrls, CONTENT_SIGNAL } from "./agent_urls.ts";

/**
 * robots.txt: everything may be crawled; where the sitemap and llms.txt are;
 * the content signals, with what they mean.
 *
 * Where the signals go, and why (sources checked for this decision):
 * - Cloudflare's Content Signals Policy (contentsignals.org; the vocabulary
 *   is also the IETF draft draft-romm-aipref-contentsignals) puts them in
 *   robots.txt: a `Content-Signal:` line in a `User-agent` group, under a
 *   comment block saying what each signal means and that a "no" is a
 *   reservation of rights under Article 4 of EU Directive 2019/790. That line
 *   is what crawlers that honour the policy read, so it stays, inside the
 *   `User-agent: *` group; the comments say the rest in this site's words.
 * - Lighthouse's robots-txt audit (core/audits/seo/robots-txt.js) fails a
 *   file with any directive outside its safelist ("Unknown directive").
 *   Lighthouse added `content-signal` to that list in 13.0.2
 *   (GoogleChrome/lighthouse#16767; issue #16983); in the npm package
 *   lighthouse@13.5.0 the list is user-agent, disallow, allow, sitemap,
 *   crawl-delay, clean-param, host, request-rate, visit-time, noindex and
 *   content-signal. So the file passes Lighthouse 13.5, and
 *   tests/discovery_test.ts runs that very audit on it. Older Lighthouse
 *   builds (before 13.0.2, such as those bundled in older Lighthouse CI or
 *   DevTools) still report the line; removing it for them would hide the
 *   signals from the crawlers the policy is for, so it is not removed.
 * - Beside robots.txt, pages, their Markdown and llms.txt also carry the
 *   signals as a `Content-Signal` response header, the form Cloudflare's
 *   Markdown for Agents sends and agents that fetch a single page read
 *   (`contentSignalHeaders`).
 * - Nothing else is added: the IETF AI Preferences drafts (a `Content-Usage`
 *   field, draft-ietf-aipref-attach) are not final and use another
 *   vocabulary.
 *
 * The agent catalog (ard.json) is named in a comment, beside llms.txt. The
 * ARD spec (§6.1) also defines an `Agentmap:` line for it, which Lighthouse
 * 13.5's ard-schema gatherer reads; but its robots-txt audit does not know
 * that directive and fails the file ("Unknown directive", which
 * tests/discovery_test.ts checks), so the catalog is left to the well-known
 * address, `/.well-known/ai-catalog.json`, which points to it.
 */
export function robotsTxt(config: Config): string {
  return [
    "# Everything here is public. Search and answering questions with it are welcome; training is not.",
    "#",
    "# Content signals (the Content Signals Policy, https://contentsignals.org/):",
    "# accessing this site means agreeing to follow them. A signal set to yes allows",
    "# collecting content for that use; one set to no forbids it; a use with no signal",
    "# is neither allowed nor restricted by one.",
    "#   search: building a search index and showing search results (links and short",
    "#     excerpts); not AI-generated summaries of search results.",
    "#   ai-input: giving content to AI models as they answer (retrieval-augmented",
    "#     generation, grounding, generated answers to searches).",
    "#   ai-train: training or fine-tuning AI models.",
    "# Any restriction expressed by these signals is an express reservation of rights",
    "# under Article 4 of Directive (EU) 2019/790 on copyright and related rights in",
    "# the Digital Single Market.",
    "User-agent: *",
    `Content-Signal: ${CONTENT_SIGNAL}`,
    "Allow: /",
    "",
    `Sitemap: ${agentUrls(config).sitemapXml}`,
    `# For language models: ${agentUrls(config).llmsTxt}`,
    `# For AI agents, the agent catalog (Agentic Resource Discovery): ${agentUrls(config).ard}`,
    "",
  ].join("\n");
}
