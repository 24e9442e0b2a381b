/**
 * The parts of `@modelcontextprotocol/sdk` this server uses, in one place.
 * The SDK's wildcard exports map `x.js` to declarations at `x.js.d.ts`, which
 * do not exist, so Deno would type these modules as `any`; `@ts-types` points
 * at the real declarations.
 */
export { Server } from "@modelcontextprotocol/sdk/server";
export { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
export { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
export * from "@modelcontextprotocol/sdk/types.js";
