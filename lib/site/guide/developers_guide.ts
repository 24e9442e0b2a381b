/**
 * The developers guide's generated part (`/developers/` after the owner's
 * text) as one tree of blocks: the page's HTML and its Markdown are both
 * rendered from it (lib/site/pages/doc.ts), so the two say the same thing. The
 * facts come from the table of operations (lib/site/guide/reference.ts), the MCP
 * identity, and the plain data of developers.ts.
 */
import { OPERATIONS } from "../../api/operations.ts";
import { errorCodes, exampleResponse, exampleUrl, shortenedNote } from "./reference.ts";
import type { Operation } from "../../api/operation.ts";
import { PROTOCOL_VERSIONS, SEARCH_TOOLS } from "../../mcp/identity.ts";
import {
  agentFiles,
  agentHttp,
  type AgentItem,
  CLI_COMMANDS,
  cliCommands,
  mcpClientConfig,
  mcpClients,
  notApplicable,
  quickStart,
} from "./developers.ts";
import type { Block } from "../pages/doc.ts";
import type { Site } from "../../content/model.ts";
import {
  MESSAGE_KEYS,
  type MessageKey,
  type Messages,
  primaryLanguage,
  siteMessages,
} from "../../content/messages.ts";

const code = (text: string) => `\`${text}\``;

/** The guide's sections after the owner's text, in order; the page's table of contents lists them. */
export function developersGuide(site: Site): Block[] {
  const messages = siteMessages(site);
  return [
    quickStartSection(site, messages),
    // Only the web page has the explorer: the Markdown leaves this section out.
    {
      ...section("explorer", messages.t("dev.explorer"), [
        { type: "paragraph", text: messages.t("dev.explorerText") },
        { type: "slot", name: "explorer" },
      ]),
      web: true,
    },
    referenceSection(site, messages),
    errorsSection(site, messages),
    mcpSection(site, messages),
    cliSection(site, messages),
    agentsSection(site, messages),
  ];
}

/** The API's base URL and the commands to try it and the Markdown pages with. */
function quickStartSection(site: Site, { t }: Messages): Block {
  return section("quick-start", t("dev.quickStart"), [
    {
      type: "paragraph",
      text: t("dev.baseUrl", {
        url: code(site.config.baseUrl),
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
  ]);
}

/** Every operation of the table, with where its OpenAPI document is. */
function referenceSection(site: Site, messages: Messages): Block {
  const { baseUrl } = site.config;
  return section("reference", messages.t("dev.reference"), [
    {
      type: "paragraph",
      text: messages.t("dev.referenceText", {
        link: `[${baseUrl}/openapi.json](${baseUrl}/openapi.json)`,
        operationId: code("operationId"),
      }),
    },
    ...OPERATIONS.map((op) => operation(site, op, messages)),
  ]);
}

/** The problem+json fields and every error code as a card that `#error-<code>` links reach. */
function errorsSection(site: Site, messages: Messages): Block {
  const { t } = messages;
  return section("errors", t("dev.errors"), [
    {
      type: "paragraph",
      text: t("dev.errorsText", {
        mediaType: code("application/problem+json"),
        fields: ["type", "title", "status", "detail", "instance", "code", "hint"].map(code)
          .join(", "),
        docs: code("docs"),
        type: code("type"),
        url: code(`${site.config.siteUrl}/developers/#error-<code>`),
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
          { type: "paragraph", text: e.hint, lang: specLang(messages) },
          ...(e.sentBy ? [{ type: "paragraph", text: e.sentBy } as const] : []),
        ],
      })),
    },
  ]);
}

/** The MCP server: its address, revisions and tools, and how each client attaches to it. */
function mcpSection(site: Site, { t, lang }: Messages): Block {
  const { siteUrl } = site.config;
  return section("mcp", t("dev.mcp"), [
    {
      type: "paragraph",
      text: t("dev.mcpText", {
        url: code(`${siteUrl}/mcp`),
        revisions: PROTOCOL_VERSIONS.join(", "),
        discover: code("server/discover"),
        initialize: code("initialize"),
        tools: OPERATIONS.flatMap((o) => o.tool ? [code(o.tool.name)] : []).join(", "),
        // "a and b" in the site's language.
        searchTools: new Intl.ListFormat(lang, { type: "conjunction" })
          .format(SEARCH_TOOLS.map(code)),
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
      items: mcpClients(site).map(({ client, how }) => ({ term: client, text: code(how) })),
    },
  ]);
}

/** The command-line client: how to fetch and run it, and its subcommands. */
function cliSection(site: Site, { t }: Messages): Block {
  return section("cli", t("dev.cli"), [
    { type: "paragraph", text: t("dev.cliText", { json: code("--json") }) },
    { type: "code", code: cliCommands(site.config), lang: "sh", label: t("dev.cliCommands") },
    {
      type: "definitions",
      class: "params commands",
      items: CLI_COMMANDS.map((usage) => ({
        term: code(usage),
        // The summary in the site's language: developers_test.ts checks every command has one.
        text: t(`dev.cli.${usage.split(" ")[0]}` as MessageKey),
      })),
    },
  ]);
}

/** What the site offers agents, its own addresses written site-relative, and what does not apply. */
function agentsSection(site: Site, { t }: Messages): Block {
  const { siteUrl } = site.config;
  const local = (href: string) => href.startsWith(siteUrl) ? href.slice(siteUrl.length) : href;
  const list = (items: AgentItem[]): Block => ({
    type: "list",
    items: items.map(({ name, href, text }) =>
      `${href ? `[${code(name)}](${local(href)})` : code(name)}: ${text}`
    ),
  });
  return section("agents", t("dev.agents"), [
    { type: "heading", level: 3, text: t("dev.files") },
    list(agentFiles(site)),
    { type: "heading", level: 3, text: t("dev.headers") },
    list(agentHttp(site)),
    { type: "heading", level: 3, text: t("dev.notApplicable") },
    { type: "paragraph", text: t("dev.notApplicableText") },
    { type: "list", items: notApplicable(site).map(({ name, text }) => `${name}: ${text}`) },
  ]);
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
function section(id: string, title: string, blocks: Block[]) {
  return {
    type: "section",
    id,
    headingId: `${id}-heading`,
    title,
    level: 2,
    blocks,
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

/** An operation as the API explorer island takes it: only plain data crosses to the browser. */
export type ExplorerOperation = ReturnType<typeof explorerOperations>[number];

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

/** What the API explorer says: the catalogue's `explorer.*` keys (`failed` holds `{message}`). */
export type ExplorerWords = Record<
  MessageKey extends infer K ? K extends `explorer.${infer Word}` ? Word : never : never,
  string
>;

/** The API explorer's words in the site's language. */
export function explorerWords(site: Site): ExplorerWords {
  const { t } = siteMessages(site);
  const keys = MESSAGE_KEYS.filter((key) => key.startsWith("explorer."));
  return Object.fromEntries(
    keys.map((key) => [key.slice("explorer.".length), t(key)]),
  ) as ExplorerWords;
}
