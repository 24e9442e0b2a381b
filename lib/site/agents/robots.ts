/** robots.txt: what may be crawled, where the sitemap and llms.txt are, and the content signals. */
import type { Config } from "../../config.ts";
import { agentUrls, CONTENT_SIGNAL } from "./agent_urls.ts";

/**
 * robots.txt, as the Content Signals Policy (contentsignals.org, draft-romm-aipref-contentsignals)
 * has it: a `Content-Signal:` line in a `User-agent` group, under comments saying what each signal
 * means and that a "no" reserves rights (Article 4, EU Directive 2019/790). Lighthouse's robots-txt
 * audit knows `content-signal` since 13.0.2 (GoogleChrome/lighthouse #16767;
 * tests/discovery_test.ts runs 13.5's); older builds flag it, but dropping it would hide the
 * signals from the crawlers the policy is for. Pages, their Markdown and llms.txt also send the
 * header, as Cloudflare's Markdown for Agents does (IETF's `Content-Usage` is not final). ARD's
 * `Agentmap:` line (§6.1) would fail the audit ("Unknown directive"): a comment names the agent
 * catalog, which ai-catalog.json links.
 */
export function robotsTxt(config: Config): string {
  const urls = agentUrls(config);
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
    `Sitemap: ${urls.sitemapXml}`,
    `# For language models: ${urls.llmsTxt}`,
    `# For AI agents, the agent catalog (Agentic Resource Discovery): ${urls.ard}`,
    "",
  ].join("\n");
}
