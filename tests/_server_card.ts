/**
 * The constraints of the v1 draft of the MCP server card (SEP-2127,
 * modelcontextprotocol/experimental-ext-server-card), written out as a JSON
 * Schema 2020-12 for Ajv. The draft's own schema.json cannot be brought into
 * this repository, so these are its documented rules, stated here: required
 * `$schema` (the v1 URL), `name` (reverse-DNS, one slash), `version` (no
 * ranges), `description` (1–100 characters); optional `title` (1–100),
 * `websiteUrl`, `icons`, and `remotes` of type streamable-http or sse with a
 * URL or URL template. Objects stay open, as in the draft.
 */
export const SERVER_CARD_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  required: ["$schema", "name", "version", "description"],
  properties: {
    $schema: {
      type: "string",
      pattern:
        "^https://static\\.modelcontextprotocol\\.io/schemas/v1/server-card\\.schema\\.json$",
    },
    name: {
      type: "string",
      minLength: 3,
      maxLength: 200,
      pattern: "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$",
    },
    version: { type: "string", maxLength: 255, not: { pattern: "^[\\^~><=]|\\.[x*](\\.|$)" } },
    description: { type: "string", minLength: 1, maxLength: 100 },
    title: { type: "string", minLength: 1, maxLength: 100 },
    websiteUrl: { type: "string", format: "uri" },
    icons: {
      type: "array",
      items: {
        type: "object",
        required: ["src"],
        properties: {
          src: { type: "string", format: "uri" },
          mimeType: { type: "string" },
          sizes: { type: "array", items: { type: "string" } },
        },
      },
    },
    remotes: {
      type: "array",
      items: {
        type: "object",
        required: ["type", "url"],
        properties: {
          type: { enum: ["streamable-http", "sse"] },
          url: {
            type: "string",
            pattern: "^(https?://[^\\s]+|\\{[a-zA-Z_][a-zA-Z0-9_]*\\}[^\\s]*)$",
          },
          supportedProtocolVersions: { type: "array", items: { type: "string" } },
        },
      },
    },
    _meta: { type: "object" },
  },
};
