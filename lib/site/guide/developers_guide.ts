/**
 * The developers guide's generated part (`/developers/` after the owner's
 * text) as one tree of blocks: the page's HTML and its Markdown are both
 * rendered from it (lib/site/pages/doc.ts), so the two say the same thing. The
 * facts come from the table of operations (lib/site/guide/reference.ts), the MCP
 * identity, the CLI's commands and `agentGuide`.
 */
import { OPERATIONS } from "../../api/operations.ts";
import { errorCodes, exampleResponse, exampleUrl, shortenedNote } from "./reference.ts";
import type { Operation } from "../../api/operation.ts";
import { PROTOCOL_VERSIONS, SEARCH_TOOLS } from "../../mcp/identity.ts";
import {
  agentGuide,
  type AgentItem,
  CLI_COMMANDS,
  cliCommands,
  mcpClientConfig,
  mcpClients,
  quickStart,
} from "./developers.ts";
import type { Block } from "../pages/doc.ts";
import type { Site } from "../../content/model.ts";
import {
  type MessageKey,
  type Messages,
  primaryLanguage,
  siteMessages,
} from "../../content/messages.ts";

const code = (text: string) => `\`${text}\``;

/** The guide's sections after the owner's text, in order; the page's table of contents lists them. */
export function developersGuide(site: Site): Block[] {
  const { baseUrl, siteUrl } = site.config;
  const messages = siteMessages(site);
  const { t } = messages;
  const spec = specLang(messages);
  // "a and b" in the site's language.
  const and = (items: string[]) =>
    new Intl.ListFormat(messages.lang, { type: "conjunction" }).format(items);
  const agents = agentGuide(site);
  const local = (href: string) => href.startsWith(siteUrl) ? href.slice(siteUrl.length) : href;
  const agentList = (items: AgentItem[]): Block => ({
    type: "list",
    items: items.map(({ name, href, text }) =>
      `${href ? `[${code(name)}](${local(href)})` : code(name)}: ${text}`
    ),
  });
  const tools = OPERATIONS.flatMap((o) => o.tool ? [code(o.tool.name)] : []);
  return [
    section("quick-start", t("dev.quickStart"), [
      {
        type: "paragraph",
        text: t("dev.baseUrl", {
          url: code(baseUrl),
          cors: code("Access-Control-Allow-Origin: *"),
        }),
      },
      ...quickStart(site).flatMap((step): Block[] => [
        { type: "heading", level: 3, text: step.title },
        {
          type: "code",
          code: step.command,
          lang: "sh",
          label: t("dev.commandLabel", { title: step.title }),
        },
      ]),
    ]),
    section("explorer", t("dev.explorer"), [
      { type: "paragraph", text: t("dev.explorerText") },
      { type: "slot", name: "explorer" },
    ], { web: true }),
    section("reference", t("dev.reference"), [
      {
        type: "paragraph",
        text: t("dev.referenceText", {
          link: `[${baseUrl}/openapi.json](${baseUrl}/openapi.json)`,
          operationId: code("operationId"),
        }),
      },
      ...OPERATIONS.map((op) => operation(site, op, messages)),
    ]),
    section("errors", t("dev.errors"), [
      {
        type: "paragraph",
        text: t("dev.errorsText", {
          mediaType: code("application/problem+json"),
          fields: ["type", "title", "status", "detail", "instance", "code", "hint"].map(code)
            .join(", "),
          docs: code("docs"),
          type: code("type"),
          url: code(`${siteUrl}/developers/#error-<code>`),
          retryAfter: code("Retry-After"),
        }),
      },
      {
        type: "cards",
        class: "error-codes",
        level: 3,
        items: errorCodes(site, messages).map((e) => ({
          id: `error-${e.code}`,
          title: code(e.code),
          badge: String(e.status),
          blocks: [
            // The title as the API sends it: a value of problem+json, in English.
            { type: "paragraph", class: "error-title", text: code(e.title) },
            { type: "paragraph", text: e.hint, lang: spec },
            ...(e.sentBy ? [{ type: "paragraph", text: e.sentBy } as const] : []),
          ],
        })),
      },
    ]),
    section("mcp", t("dev.mcp"), [
      {
        type: "paragraph",
        text: t("dev.mcpText", {
          url: code(`${siteUrl}/mcp`),
          revisions: PROTOCOL_VERSIONS.join(", "),
          discover: code("server/discover"),
          initialize: code("initialize"),
          tools: tools.join(", "),
          searchTools: and(SEARCH_TOOLS.map(code)),
        }),
      },
      {
        type: "code",
        code: mcpClientConfig(siteUrl, site.name),
        lang: "json",
        label: t("dev.mcpConfig"),
      },
      {
        type: "definitions",
        class: "params commands",
        items: mcpClients(site).map(({ client, how }) => ({
          term: client,
          text: code(how),
        })),
      },
    ]),
    section("cli", t("dev.cli"), [
      { type: "paragraph", text: t("dev.cliText", { json: code("--json") }) },
      {
        type: "code",
        code: cliCommands(site.config),
        lang: "sh",
        label: t("dev.cliCommands"),
      },
      {
        type: "definitions",
        class: "params commands",
        items: CLI_COMMANDS.map((command) => ({
          term: code(command.arg ? `${command.name} <${command.arg}>` : command.name),
          // The summary in the site's language: developers_test.ts checks every command has one.
          text: t(`dev.cli.${command.name}` as MessageKey),
        })),
      },
    ]),
    section("agents", t("dev.agents"), [
      { type: "heading", level: 3, text: t("dev.files") },
      agentList(agents.files),
      { type: "heading", level: 3, text: t("dev.headers") },
      agentList(agents.http),
      { type: "heading", level: 3, text: t("dev.notApplicable") },
      { type: "paragraph", text: t("dev.notApplicableText") },
      {
        type: "list",
        items: agents.notApplicable.map(({ name, text }) => `${name}: ${text}`),
      },
    ]),
  ];
}

/**
 * `"en"` when the site speaks another language: the specification's text
 * (operations, problems) stays English and the HTML says so, for screen
 * readers; nothing on an English site.
 */
function specLang({ lang }: Pick<Messages, "lang">): "en" | undefined {
  return primaryLanguage(lang) === "en" ? undefined : "en";
}

/** A top-level section of the guide, labelled by its heading `${id}-heading`. */
function section(id: string, title: string, blocks: Block[], options: { web?: boolean } = {}) {
  return {
    type: "section",
    id,
    headingId: `${id}-heading`,
    title,
    level: 2,
    blocks,
    ...options,
  } satisfies Block;
}

/** One operation of the reference: what it does, its parameters and errors, and a real example. */
function operation(site: Site, op: Operation, messages: Messages): Block {
  const { t } = messages;
  const spec = specLang(messages);
  const params = Object.entries(op.params);
  const example = exampleResponse(site, op);
  const note = shortenedNote(example, messages);
  const errors = [...op.errors, ...(op.data ? ["unavailable" as const] : [])];
  return {
    type: "section",
    class: "operation",
    id: op.operationId,
    headingId: `${op.operationId}-h`,
    title: code(op.operationId),
    level: 3,
    blocks: [
      { type: "endpoint", method: "GET", path: op.path, summary: op.summary, lang: spec },
      { type: "paragraph", text: op.description, lang: spec },
      ...(params.length
        ? [
          { type: "heading", level: 4, text: t("dev.parameters") } as const,
          {
            type: "definitions",
            class: "params",
            items: params.map(([name, p]) => ({
              term: code(name),
              meta: p.in === "path" ? t("dev.inPath") : t("dev.inQuery"),
              text: t("dev.paramText", {
                description: p.description,
                format: p.format,
                example: code(p.example(site)),
              }),
            })),
          } as const,
        ]
        : []),
      ...(errors.length
        ? [
          {
            type: "paragraph",
            class: "op-errors",
            text: t("dev.opErrors", {
              codes: errors.map((c) => `[${code(c)}](#error-${c})`).join(", "),
            }),
          } as const,
        ]
        : []),
      { type: "heading", level: 4, text: t("dev.exampleRequest") },
      {
        type: "code",
        code: `curl ${JSON.stringify(exampleUrl(site, op))}`,
        lang: "sh",
        label: t("dev.exampleRequestLabel", { operation: op.operationId }),
      },
      { type: "heading", level: 4, text: t("dev.exampleResponse") },
      {
        type: "code",
        code: example.json,
        lang: "json",
        label: t("dev.exampleResponseLabel", { operation: op.operationId }),
      },
      ...(note ? [{ type: "paragraph", class: "help example-note", text: note } as const] : []),
    ],
  };
}

/** The operations as the API explorer island takes them, with this site's examples. */
export function explorerOperations(site: Site) {
  return OPERATIONS.map((op) => ({
    operationId: op.operationId,
    path: op.path,
    summary: op.summary,
    params: Object.entries(op.params).map(([name, p]) => ({
      name,
      in: p.in,
      example: p.example(site),
      description: p.description,
    })),
  }));
}

/** The API explorer's words in the site's language. */
export function explorerWords(site: Site) {
  const { t } = siteMessages(site);
  return {
    request: t("explorer.request"),
    operation: t("explorer.operation"),
    pathParam: t("explorer.pathParam"),
    queryParam: t("explorer.queryParam"),
    send: t("explorer.send"),
    sending: t("explorer.sending"),
    noBody: t("explorer.noBody"),
    responseBody: t("explorer.responseBody"),
    // `{message}` stays for the explorer to fill in.
    failed: t("explorer.failed"),
  };
}
