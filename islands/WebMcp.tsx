import { useEffect } from "preact/hooks";
import type { CallToolResult, Tool } from "@modelcontextprotocol/server";

/** The site's MCP endpoint (`routes/mcp.ts`): the page offers exactly its tools, no second list. */
const ENDPOINT = "/mcp";
/** A 2025 revision: stateless, so each POST stands alone, with no `initialize` first. */
const PROTOCOL_VERSION = "2025-11-25";

/** WebMCP's tool registry (Chromium 156 with WebMCP on): a tool goes as `signal` aborts. */
interface ModelContext {
  registerTool(
    tool: Tool & { execute(input: Record<string, unknown>): Promise<unknown> },
    options: { signal: AbortSignal },
  ): Promise<void> | void;
}

/** WebMCP's entry point: `document.modelContext` in Chromium 156, `navigator.modelContext` in older drafts. */
function modelContext(): ModelContext | undefined {
  const holder = (o: object) => (o as { modelContext?: ModelContext }).modelContext;
  return holder(document) ?? holder(navigator);
}

/** One JSON-RPC request to `/mcp`; a JSON-RPC error becomes an `Error` with its message. */
async function rpc<T>(method: string, params: Record<string, unknown>, signal?: AbortSignal) {
  const res = await fetch(ENDPOINT, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "mcp-protocol-version": PROTOCOL_VERSION,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    signal,
  });
  const reply = await res.json() as { result?: T; error?: { message: string } };
  if (!reply.result) throw new Error(reply.error?.message ?? `${ENDPOINT} answered ${res.status}`);
  return reply.result;
}

/**
 * Runs tool `name` on `/mcp`: a success answers its `structuredContent`, a failure `/mcp`'s error
 * result as it is (`isError: true`, the problem, a hint naming a tool), which WebMCP passes on to
 * the agent, where a thrown error reaches it only as "the invocation failed".
 */
async function callTool(name: string, args: Record<string, unknown>): Promise<unknown> {
  try {
    const result = await rpc<CallToolResult>("tools/call", { name, arguments: args ?? {} });
    return result.isError ? result : result.structuredContent ?? result;
  } catch (error) {
    const text = `The site's MCP endpoint failed: ${error}`;
    return { isError: true, content: [{ type: "text", text }] };
  }
}

/** Registers every tool of `/mcp` until `signal` aborts. */
async function registerAll(context: ModelContext, signal: AbortSignal): Promise<void> {
  const { tools } = await rpc<{ tools: Tool[] }>("tools/list", {}, signal);
  await Promise.all(tools.map((tool) => {
    if (signal.aborted) return;
    return context.registerTool({
      name: tool.name,
      title: tool.title,
      description: tool.description ?? "",
      inputSchema: tool.inputSchema,
      annotations: { readOnlyHint: tool.annotations?.readOnlyHint ?? false },
      execute: (args) => callTool(tool.name, args),
    }, { signal });
  }));
}

/**
 * WebMCP as progressive enhancement: in a browser that has it, the page registers every tool of
 * `/mcp`, answering through it, until hidden, kept in the back/forward cache (again on return) or
 * unmounted. Renders nothing: no layout, no accessibility tree.
 */
export default function WebMcp() {
  useEffect(() => {
    const context = modelContext();
    if (!context) return;
    let controller: AbortController | undefined;
    const register = () => {
      controller?.abort();
      const { signal } = controller = new AbortController();
      registerAll(context, signal).catch((error) => {
        if (!signal.aborted) console.warn("WebMCP: the site's tools were not registered:", error);
      });
    };
    const unregister = () => controller?.abort();
    const reshow = (event: PageTransitionEvent) => {
      if (event.persisted) register();
    };
    addEventListener("pagehide", unregister);
    addEventListener("pageshow", reshow);
    register();
    return () => {
      removeEventListener("pagehide", unregister);
      removeEventListener("pageshow", reshow);
      unregister();
    };
  }, []);
  return null;
}
