// deno-lint-ignore-file no-explicit-any -- the tests walk parsed JSON and objects of the page
/**
 * The MCP App: the views are `ui://` resources linked from three tools, only
 * where the protocol revision allows `_meta`; the tools' results do not
 * change; and in Chromium, a host built on ext-apps' own `AppBridge` shows
 * the views in both themes and is asked to open the right links.
 */
import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/server";
import type { Page } from "playwright-core";
import { PROTOCOL_VERSIONS } from "../lib/mcp/identity.ts";
import { browserTest, inBrowserChild } from "./_chromium.ts";
import { sharedServer, type TestServer } from "./_server.ts";

const VIEWS = { get_project: "project", list_projects: "projects", get_contact: "contact" };

/** The SDK's client at `version`, as tests/mcp_test.ts connects it. */
async function connect(server: TestServer, version: string): Promise<Client> {
  const client = new Client(
    { name: "mcp-app-test", version: "1.0.0" },
    version === "2026-07-28"
      ? { versionNegotiation: { mode: { pin: version } } }
      : { supportedProtocolVersions: [version] },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  return client;
}

Deno.test({
  name:
    "the App's views are named by get_project, list_projects and get_contact from 2025-06-18 on, and nothing of it appears at 2025-03-26",
  ignore: inBrowserChild,
  async fn(t) {
    const server = await sharedServer();
    const host = new URL(server.url).host;
    try {
      for (const version of PROTOCOL_VERSIONS) {
        await t.step(version, async () => {
          const client = await connect(server, version);
          try {
            const { tools } = await client.listTools();
            const { resources } = await client.listResources();
            const views = resources.filter((r) => r.uri.startsWith("ui://"));
            if (version === "2025-03-26") {
              assert.deepEqual(tools.filter((tool) => tool._meta !== undefined), []);
              assert.deepEqual(views, []);
              return;
            }
            for (const tool of tools) {
              const kind = VIEWS[tool.name as keyof typeof VIEWS];
              assert.deepEqual(
                tool._meta,
                kind ? { ui: { resourceUri: `ui://${host}/${kind}.html` } } : undefined,
                tool.name,
              );
            }
            assert.deepEqual(views.map((v) => v.uri), [
              `ui://${host}/project.html`,
              `ui://${host}/projects.html`,
              `ui://${host}/contact.html`,
            ]);
            for (const view of views) {
              assert.equal(view.mimeType, RESOURCE_MIME_TYPE);
              const csp = { resourceDomains: [server.url] };
              assert.deepEqual((view._meta as any).ui.csp, csp, view.uri);
              const { contents } = await client.readResource({ uri: view.uri });
              const [content] = contents as any[];
              assert.equal(content.mimeType, RESOURCE_MIME_TYPE);
              assert.deepEqual(content._meta.ui.csp, csp, view.uri);
              const html: string = content.text;
              assert.match(html, /^<!DOCTYPE html>/);
              assert.equal(
                view.size,
                new TextEncoder().encode(html).byteLength,
                "listed with its size",
              );
              assert.doesNotMatch(html, /<script[^>]*\ssrc=|<link\b|@import/i, "self-contained");
              // Every address it names is the site's, or a link it opens through the host.
              const again = await client.readResource({ uri: view.uri });
              assert.equal((again.contents[0] as any).text, html, "made once, the same each time");
            }
          } finally {
            await client.close();
          }
        });
      }
    } finally {
      await server.close();
    }
  },
});

Deno.test({
  name:
    "with the App, get_project, list_projects and get_contact still return the API's JSON, and what their views show besides in _meta",
  ignore: inBrowserChild,
  async fn() {
    const server = await sharedServer();
    const client = await connect(server, "2025-11-25");
    try {
      const calls: [string, Record<string, string>, string][] = [
        ["get_project", { slug: "escala" }, "/api/v1/projects/escala"],
        ["list_projects", {}, "/api/v1/projects"],
        ["get_contact", {}, "/api/v1/contact"],
      ];
      for (const [name, args, path] of calls) {
        const result = await client.callTool({ name, arguments: args }) as any;
        const text = await (await fetch(`${server.url}${path}`)).text();
        assert.equal(result.content[0].text, text, name);
        assert.deepEqual(result.structuredContent, JSON.parse(text), name);
        // What the view shows besides rides in _meta, which hosts give the view, not the model.
        assert.equal(result._meta.view.brand, "Calçada Web", name);
      }
      const project = await client.callTool({ name: "get_project", arguments: { slug: "escala" } });
      const view = (project as any)._meta.view;
      assert.deepEqual(
        Object.keys(view.projects),
        ["escala"],
        "the facts of the project asked for",
      );
      assert.deepEqual(view.projects.escala.outcomes[0], {
        label: "Summer rota filled",
        value: "About 2 weeks earlier",
      });
      const old = await connect(server, "2025-03-26");
      try {
        const result = await old.callTool({ name: "get_contact", arguments: {} });
        assert.equal(result._meta, undefined, "no App before 2025-06-18");
      } finally {
        await old.close();
      }
    } finally {
      await client.close();
      await server.close();
    }
  },
});

/** ext-apps' `AppBridge` and `PostMessageTransport`, bundled for the page by `deno bundle`. */
async function bridgeBundle(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "app-bridge-" });
  try {
    const entry = `${dir}/entry.ts`;
    await Deno.writeTextFile(
      entry,
      `import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";\n` +
        `Object.assign(globalThis, { AppBridge, PostMessageTransport });\n`,
    );
    const root = new URL("..", import.meta.url).pathname;
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        "bundle",
        "--quiet",
        "--config",
        `${root}deno.tooling.json`,
        "--platform=browser",
        "-o",
        `${dir}/out.js`,
        entry,
      ],
      cwd: root,
      stderr: "piped",
    }).output();
    if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
    return await Deno.readTextFile(`${dir}/out.js`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** What the test host needs of one tool call: the view's HTML and CSP, the arguments and the result. */
interface Shown {
  html: string;
  csp: Record<string, string[]>;
  args: Record<string, unknown>;
  result: unknown;
}

/** Calls `name` the way an Apps host does: tools/list for its view, resources/read, tools/call. */
async function callWithView(client: Client, name: string, args: Record<string, unknown>) {
  const { tools } = await client.listTools();
  const uri = (tools.find((tool) => tool.name === name)!._meta as any).ui.resourceUri;
  const { contents } = await client.readResource({ uri });
  const [view] = contents as any[];
  const result = await client.callTool({ name, arguments: args });
  return { html: view.text, csp: view._meta.ui.csp, args, result } satisfies Shown;
}

/**
 * Shows `shown` in a sandboxed frame of a host page built on `AppBridge`,
 * with the CSP the spec says a host builds from the view's `_meta.ui.csp`;
 * the links the view asks to open collect in `window.opened`.
 */
async function host(
  page: Page,
  bundle: string,
  shown: Shown,
  theme: "light" | "dark",
  context: Record<string, unknown> = {},
) {
  await page.setContent("<!DOCTYPE html><html><body></body></html>");
  await page.addScriptTag({ content: bundle });
  await page.evaluate(async ({ shown, theme, context }) => {
    const g = globalThis as any;
    const domains = (shown.csp.resourceDomains ?? []).join(" ");
    const policy = [
      "default-src 'none'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: ${domains}`,
      "connect-src 'none'",
      "frame-src 'none'",
      "object-src 'none'",
    ].join("; ");
    const iframe = document.createElement("iframe");
    iframe.sandbox.add("allow-scripts");
    iframe.style.width = "720px";
    iframe.srcdoc = shown.html.replace(
      "<head>",
      `<head><meta http-equiv="Content-Security-Policy" content="${policy}">`,
    );
    document.body.append(iframe);
    g.opened = [];
    const bridge = new g.AppBridge(null, { name: "test-host", version: "1.0.0" }, {
      openLinks: {},
    }, { hostContext: { theme, ...context } });
    bridge.onopenlink = ({ url }: { url: string }) => {
      g.opened.push(url);
      return Promise.resolve({});
    };
    g.ready = new Promise<void>((resolve) => {
      bridge.oninitialized = async () => {
        await bridge.sendToolInput({ arguments: shown.args });
        await bridge.sendToolResult(shown.result);
        resolve();
      };
    });
    g.bridge = bridge;
    await bridge.connect(new g.PostMessageTransport(iframe.contentWindow, iframe.contentWindow));
  }, { shown, theme, context });
  await page.evaluate(() => (globalThis as any).ready);
  return page.frameLocator("iframe");
}

/** The link the host was last asked to open after clicking `name` in the view. */
async function clickOpens(page: Page, name: string): Promise<string> {
  const before = await page.evaluate(() => (globalThis as any).opened.length);
  await page.frameLocator("iframe").getByRole("link", { name, exact: true }).click();
  await page.waitForFunction((n) => (globalThis as any).opened.length > n, before);
  return await page.evaluate(() => (globalThis as any).opened.at(-1));
}

const BACKGROUND = { light: "rgb(250, 250, 249)", dark: "rgb(15, 17, 21)" };

browserTest(
  "an AppBridge host shows the project view in both themes, and its links ask the host to open the right addresses",
  import.meta.url,
  async (t, browser) => {
    // Built while the server starts; awaited below (where a failure throws).
    const bundling = bridgeBundle();
    bundling.catch(() => {});
    const server = await sharedServer();
    const client = await connect(server, "2025-11-25");
    const page = await browser.newPage();
    try {
      const bundle = await bundling;
      const project = await (await fetch(`${server.url}/api/v1/projects/escala`)).json();
      const shown = await callWithView(client, "get_project", { slug: "escala" });
      for (const theme of ["light", "dark"] as const) {
        await t.step(`the project's name, cover and outcomes, ${theme}`, async () => {
          const view = await host(page, bundle, shown, theme);
          assert.equal(await view.locator("h1").textContent(), "Escala");
          const cover = view.locator("img.cover");
          assert.match(
            (await cover.getAttribute("src"))!,
            new RegExp(`^${server.url}/images/escala-cover\\.svg\\?v=`),
          );
          assert.match((await cover.getAttribute("alt"))!, /^Escala's hiring board/);
          // The picture loads under the CSP built from the view's resourceDomains.
          await cover.evaluate((img: HTMLImageElement) => img.decode());
          assert.ok(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
          assert.deepEqual(await view.locator(".outcomes dd").allTextContents(), [
            "About 2 weeks earlier",
            "Within 1 day",
            "About 1 in 3",
          ]);
          assert.match(
            (await view.locator("blockquote").textContent())!,
            /without a single group chat.*Rui Albuquerque, Owner, Café Maré/,
          );
          const background = () =>
            view.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor);
          assert.equal(await background(), BACKGROUND[theme]);
          // The host switches theme: the view follows.
          const other = theme === "light" ? "dark" : "light";
          await page.evaluate(
            (other) => (globalThis as any).bridge.setHostContext({ theme: other }),
            other,
          );
          await page.waitForFunction(() => true);
          await view.locator(`html[data-theme="${other}"]`).waitFor({ state: "attached" });
          assert.equal(await background(), BACKGROUND[other]);
        });
      }
      await t.step("each link asks the host to open its address; nothing is sent", async () => {
        assert.equal(
          await clickOpens(page, "Email about a project like this"),
          "mailto:ola@martaquintela.example?subject=A%20project%20like%20Escala",
        );
        assert.equal(
          await clickOpens(page, "Book a call"),
          "https://cal.example/martaquintela/intro-call",
        );
        assert.equal(await clickOpens(page, "Read the case study"), project.case_study);
        assert.equal(project.case_study, `${server.url}/work/escala/`);
      });
      await t.step(
        "the view draws the tool result it is given, not the content it was made with",
        async () => {
          const renamed = structuredClone(shown) as any;
          renamed.result.structuredContent.name = "Escala, renamed since";
          renamed.result._meta.view.projects.escala.outcomes = [{ label: "Shifts", value: "All" }];
          const view = await host(page, bundle, renamed, "light");
          assert.equal(await view.locator("h1").textContent(), "Escala, renamed since");
          assert.deepEqual(await view.locator(".outcomes dd").allTextContents(), ["All"]);
          // A host that passes no _meta still shows the API's facts.
          delete renamed.result._meta;
          const bare = await host(page, bundle, renamed, "light");
          assert.equal(await bare.locator("h1").textContent(), "Escala, renamed since");
          assert.equal(await bare.locator("img").count(), 0);
        },
      );
      await t.step("the view takes the host's style variables and container size", async () => {
        const view = await host(page, bundle, shown, "light", {
          styles: {
            variables: {
              "--color-background-primary": "rgb(1, 2, 3)",
              "--color-text-primary": "rgb(250, 240, 230)",
              "--font-sans": "monospace",
            },
          },
          containerDimensions: { maxHeight: 200, maxWidth: 400 },
        });
        const style = (selector: string, property: string) =>
          view.locator(selector).evaluate(
            (node, property) => getComputedStyle(node).getPropertyValue(property),
            property,
          );
        assert.equal(await style("body", "background-color"), "rgb(1, 2, 3)");
        assert.equal(await style("h1", "color"), "rgb(250, 240, 230)");
        assert.equal(await style("body", "font-family"), "monospace");
        assert.equal(await style("html", "max-height"), "200px");
        assert.equal(await style("html", "max-width"), "400px");
        const box = await view.locator("html").evaluate((
          html,
        ) => [html.clientHeight, html.scrollHeight]);
        assert.ok(box[0] <= 200 && box[1] > 200, `scrolls inside its 200 px: ${box}`);
      });
      await t.step("the list of projects shows every project in the API's order", async () => {
        const { projects } = await (await fetch(`${server.url}/api/v1/projects`)).json();
        const view = await host(
          page,
          bundle,
          await callWithView(client, "list_projects", {}),
          "light",
        );
        assert.deepEqual(
          await view.locator(".card h2").allTextContents(),
          projects.map((p: any) => p.name),
        );
        assert.equal(await view.locator(".card img").count(), 4);
      });
      await t.step(
        "the contact view shows the address and books a call through the host",
        async () => {
          const view = await host(
            page,
            bundle,
            await callWithView(client, "get_contact", {}),
            "dark",
          );
          assert.match((await view.locator("main").textContent())!, /ola@martaquintela\.example/);
          assert.equal(
            await clickOpens(page, "Book a call"),
            "https://cal.example/martaquintela/intro-call",
          );
        },
      );
    } finally {
      await page.close();
      await client.close();
      await server.close();
    }
  },
);
