/**
 * The parts of the MCP SDK (`@modelcontextprotocol/server` 2.x) this server
 * uses, in one place, so that the rest of `lib/mcp/` names one module and
 * nothing at start-up loads the SDK by accident (`tests/architecture_test.ts`).
 */
export {
  createMcpHandler,
  type GetPromptResult,
  type Icon,
  type Implementation,
  isLegacyRequest,
  type McpHttpHandler,
  type Prompt,
  PROTOCOL_VERSION_META_KEY,
  ProtocolError,
  ProtocolErrorCode,
  readRequestBody,
  type ReadResourceResult,
  type Resource,
  type ResourceTemplateType as ResourceTemplate,
  Server,
  type ServerCapabilities,
  specTypeSchemas,
  type StandardSchemaV1,
  type Tool,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
export type { CallToolResult, ContentBlock } from "@modelcontextprotocol/server";
