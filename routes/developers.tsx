import { Fragment } from "preact";
import type { PageProps } from "../lib/fresh/types.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
import { errorCodes, exampleResponse, exampleUrl, shortenedNote } from "../lib/site/reference.ts";
import { COMMANDS } from "../cli/commands.ts";
import {
  agentGuide,
  type AgentItem,
  cliCommands,
  mcpClientConfig,
  mcpClients,
  quickStart,
} from "../lib/site/developers.ts";
import { PROTOCOL_VERSIONS, SEARCH_TOOLS } from "../lib/mcp/identity.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { CodeBlock } from "../components/CodeBlock.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import ApiExplorer from "../islands/ApiExplorer.tsx";

export const handler = { GET: renderPage };

const SECTIONS = [
  ["quick-start", "Quick start"],
  ["explorer", "Try the API"],
  ["reference", "API reference"],
  ["errors", "Errors"],
  ["mcp", "MCP server"],
  ["cli", "Command-line client"],
  ["agents", "For agents"],
];

export default function Developers({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { baseUrl, siteUrl } = site.config;
  const agents = agentGuide(site);
  return (
    <>
      <PageHeader page={page} />
      <div class="docs">
        <nav class="toc" aria-labelledby="toc-heading">
          <h2 id="toc-heading">On this page</h2>
          <ol>
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div class="docs-main">
          <Markdown source={page.body} />

          <section id="quick-start" aria-labelledby="quick-start-heading">
            <h2 id="quick-start-heading">Quick start</h2>
            <p>
              Base URL: <code>{baseUrl}</code>. Only GET and HEAD, no key, and{" "}
              <code>Access-Control-Allow-Origin: *</code> on every response.
            </p>
            {quickStart(site).map((step) => (
              <Fragment key={step.command}>
                <h3>{step.title}</h3>
                <CodeBlock code={step.command} lang="sh" label={`command: ${step.title}`} />
              </Fragment>
            ))}
          </section>

          <section id="explorer" aria-labelledby="explorer-heading">
            <h2 id="explorer-heading">Try the API</h2>
            <p>Pick an operation, change its parameters and send a live request to this site.</p>
            <noscript>
              <p class="callout">
                Sending requests from this page needs JavaScript, which is off. The request line
                below is a link that opens the example request's live answer, and every operation in
                the API reference has an example request to open or run with curl.
              </p>
            </noscript>
            <ApiExplorer
              baseUrl={baseUrl}
              basePath={new URL(baseUrl).pathname}
              operations={OPERATIONS.map((op) => ({
                operationId: op.operationId,
                path: op.path,
                summary: op.summary,
                params: Object.entries(op.params).map(([name, p]) => ({
                  name,
                  in: p.in,
                  example: p.example(site),
                  description: p.description,
                })),
              }))}
            />
          </section>

          <section id="reference" aria-labelledby="reference-heading">
            <h2 id="reference-heading">API reference</h2>
            <p>
              Every operation below is described, with its schemas, in the OpenAPI 3.1 document at
              {" "}
              <a href={`${baseUrl}/openapi.json`}>{baseUrl}/openapi.json</a>. Each{" "}
              <code>operationId</code> works as a function name for tool calling.
            </p>
            {OPERATIONS.map((op) => {
              const params = Object.entries(op.params);
              const example = exampleResponse(site, op);
              const note = shortenedNote(example);
              const errors = [...op.errors, ...(op.data ? ["unavailable" as const] : [])];
              return (
                <section
                  key={op.operationId}
                  class="operation"
                  id={op.operationId}
                  aria-labelledby={`${op.operationId}-h`}
                >
                  <h3 id={`${op.operationId}-h`}>
                    <code>{op.operationId}</code>
                  </h3>
                  <p class="endpoint">
                    <span class="method">GET</span> <code>{op.path}</code>
                    <span class="summary">{op.summary}</span>
                  </p>
                  <p>{op.description}</p>
                  {params.length > 0 && (
                    <>
                      <h4>Parameters</h4>
                      <dl class="params">
                        {params.map(([name, p]) => (
                          <div key={name}>
                            <dt>
                              <code>{name}</code> <span class="param-meta">{p.in}, required</span>
                            </dt>
                            <dd>
                              {p.description} Format: {p.format}. Example:{" "}
                              <code>{p.example(site)}</code>
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </>
                  )}
                  {errors.length > 0 && (
                    <p class="op-errors">
                      Errors: {errors.map((code, i) => (
                        <Fragment key={code}>
                          {i > 0 && ", "}
                          <a href={`#error-${code}`}>
                            <code>{code}</code>
                          </a>
                        </Fragment>
                      ))}
                    </p>
                  )}
                  <h4>Example request</h4>
                  <CodeBlock
                    code={`curl ${JSON.stringify(exampleUrl(site, op))}`}
                    lang="sh"
                    label={`example request for ${op.operationId}`}
                  />
                  <h4>Example response</h4>
                  <CodeBlock
                    code={example.json}
                    lang="json"
                    label={`example response of ${op.operationId}`}
                  />
                  {note && <p class="help example-note">{note}</p>}
                </section>
              );
            })}
          </section>

          <section id="errors" aria-labelledby="errors-heading">
            <h2 id="errors-heading">Errors</h2>
            <p>
              Errors are RFC 9457 problem details (<code>application/problem+json</code>) with{" "}
              <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code>,{" "}
              <code>instance</code>, <code>code</code>, <code>hint</code> and <code>docs</code>. The
              {" "}
              <code>type</code> of each links to its entry below. A 503 carries{" "}
              <code>Retry-After</code>.
            </p>
            <ul class="error-codes">
              {errorCodes(site).map((e) => (
                <li key={e.code} class="card" id={`error-${e.code}`}>
                  <h3 class="card-title">
                    <code>{e.code}</code> <span class="badge">{e.status}</span>
                  </h3>
                  <p class="error-title">{e.title}</p>
                  <p>{e.hint}</p>
                </li>
              ))}
            </ul>
          </section>

          <section id="mcp" aria-labelledby="mcp-heading">
            <h2 id="mcp-heading">MCP server</h2>
            <p>
              A read-only Model Context Protocol server (Streamable HTTP, no sign-in, stores
              nothing) is at <code>{siteUrl}/mcp</code>, speaking revisions{" "}
              {PROTOCOL_VERSIONS.join(", ")}: 2026-07-28 clients open with{" "}
              <code>server/discover</code>, 2025 clients with{" "}
              <code>initialize</code>; a request that names no revision is answered as 2025-03-26,
              and every answer has only what its revision defines. Its tools return the same facts
              as the API:{" "}
              {OPERATIONS.filter((o) => o.tool).map((o, i) => (
                <Fragment key={o.operationId}>
                  {i > 0 && ", "}
                  <code>{o.tool!.name}</code>
                </Fragment>
              ))}; {SEARCH_TOOLS.map((name, i) => (
                <Fragment key={name}>
                  {i > 0 && " and "}
                  <code>{name}</code>
                </Fragment>
              ))}{" "}
              search everything, in the shape ChatGPT connectors use. Most clients take this
              configuration:
            </p>
            <CodeBlock
              code={mcpClientConfig(siteUrl, site.name)}
              lang="json"
              label="MCP configuration"
            />
            <dl class="params commands">
              {mcpClients(siteUrl, site.name).map(({ client, how }) => (
                <div key={client}>
                  <dt>{client}</dt>
                  <dd>
                    <code>{how}</code>
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section id="cli" aria-labelledby="cli-heading">
            <h2 id="cli-heading">Command-line client</h2>
            <p>
              A zero-dependency client for Node.js 20 or newer. Add <code>--json</code>{" "}
              to any command for raw JSON; on an API error it prints the error's code and hint and
              exits with 1.
            </p>
            <CodeBlock
              code={cliCommands(site.config)}
              lang="sh"
              label="commands to fetch and run the client"
            />
            <dl class="params commands">
              {COMMANDS.map((command) => (
                <div key={command.name}>
                  <dt>
                    <code>{command.arg ? `${command.name} <${command.arg}>` : command.name}</code>
                  </dt>
                  <dd>{command.summary}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section id="agents" aria-labelledby="agents-heading">
            <h2 id="agents-heading">For agents</h2>
            <h3>Files</h3>
            <AgentList items={agents.files} siteUrl={siteUrl} />
            <h3>Headers and other ways in</h3>
            <AgentList items={agents.http} siteUrl={siteUrl} />
            <h3>Checks that do not apply here</h3>
            <p>
              This site is public and read-only, and sells nothing online, so these agent-readiness
              checks have nothing to find:
            </p>
            <AgentList items={agents.notApplicable} siteUrl={siteUrl} plain />
          </section>
        </div>
      </div>
    </>
  );
}

/**
 * One list of the "For agents" part: each name (a link, relative to the site,
 * when it has an address) and what it is.
 */
function AgentList(
  { items, siteUrl, plain }: { items: AgentItem[]; siteUrl: string; plain?: boolean },
) {
  const local = (href: string) => href.startsWith(siteUrl) ? href.slice(siteUrl.length) : href;
  return (
    <ul>
      {items.map(({ name, href, text }) => {
        const label = plain ? name : <code>{name}</code>;
        return (
          <li key={name}>
            {href && !plain ? <a href={local(href)}>{label}</a> : label}: {text}
          </li>
        );
      })}
    </ul>
  );
}
