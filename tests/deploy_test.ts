/**
 * The plain-Linux deployment: the site behind Debian's nginx with the shipped
 * site configuration (deploy/site.nginx.conf), on loopback. Pages, API
 * answers, compressed forms, 304s and Markdown negotiation must come through
 * unchanged, and nginx must answer malformed requests itself. Skipped where
 * nginx is not installed, except under CI, which installs it.
 */
import assert from "node:assert/strict";
import { exchange, freePort, startServer } from "./_server.ts";

const NGINX = Deno.env.get("NGINX") ?? "/usr/sbin/nginx";
const hasNginx = await Deno.stat(NGINX).then(() => true, () => false);

/** The shipped site configuration, pointed at `app` and listening on `port`, in a whole nginx.conf. */
async function nginxConf(dir: string, port: number, app: number): Promise<string> {
  const site = (await Deno.readTextFile(new URL("../deploy/site.nginx.conf", import.meta.url)))
    .replace("server 127.0.0.1:8000;", `server 127.0.0.1:${app};`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("listen [::]:80;", "");
  assert.ok(site.includes(`127.0.0.1:${app}`) && site.includes(`127.0.0.1:${port}`));
  return [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log;`,
    "worker_processes 1;",
    "events {}",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) =>
      `  ${t}_temp_path ${dir}/${t};`
    ),
    site,
    "}",
  ].join("\n");
}

Deno.test({
  name: "behind nginx with deploy/site.nginx.conf, every answer comes through unchanged",
  ignore: !hasNginx && !Deno.env.get("CI"),
  async fn() {
    assert.ok(hasNginx, `${NGINX} is missing: apt-get install nginx`);
    const port = freePort();
    const front = `http://127.0.0.1:${port}`;
    const server = await startServer({ siteUrl: front });
    const dir = await Deno.makeTempDir({ prefix: "nginx-" });
    await Deno.chmod(dir, 0o755); // nginx's workers run as another user
    await Deno.writeTextFile(
      `${dir}/nginx.conf`,
      await nginxConf(dir, port, Number(new URL(server.url).port)),
    );
    let nginxLog = "";
    const nginx = new Deno.Command(NGINX, {
      args: ["-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"],
      stdout: "null",
      stderr: "piped",
    }).spawn();
    try {
      // Up once nginx answers there (its Server header), not anything else on the port.
      let up = false;
      for (let i = 0; i < 100 && !up; i++) {
        const res = await fetch(`${front}/robots.txt`).catch(() => undefined);
        await res?.body?.cancel();
        up = /nginx/.test(res?.headers.get("server") ?? "");
        if (!up) await new Promise((r) => setTimeout(r, 50));
      }
      assert.ok(up, `nginx does not answer on ${front}`);
      const headers = ["etag", "content-type", "content-encoding", "vary", "cache-control", "link"];
      const cases: [string, Record<string, string>][] = [
        ["/", { accept: "text/html" }],
        ["/about/", { accept: "text/html,application/xhtml+xml,*/*;q=0.8" }],
        ["/about/", { accept: "text/markdown" }],
        ["/about/index.md", {}],
        ["/api/v1/projects", { accept: "application/json" }],
        ["/api/v1/projects/nope", { accept: "application/json" }],
        ["/nope/", { accept: "text/html" }],
        ["/styles.css", {}],
        ["/llms.txt", {}],
      ];
      for (const [path, extra] of cases) {
        for (const coding of ["br", "gzip", "identity"]) {
          const init = { headers: { ...extra, "accept-encoding": coding } };
          const direct = await fetch(server.url + path, init);
          const proxied = await fetch(front + path, init);
          const where = `${path} ${JSON.stringify(extra)} ${coding}`;
          assert.equal(proxied.status, direct.status, where);
          for (const name of headers) {
            assert.equal(proxied.headers.get(name), direct.headers.get(name), `${where}: ${name}`);
          }
          assert.equal(await proxied.text(), await direct.text(), `${where}: body`);
          const etag = proxied.headers.get("etag");
          if (etag) {
            const again = await fetch(front + path, {
              headers: { ...init.headers, "if-none-match": etag },
            });
            await again.body?.cancel();
            assert.equal(again.status, 304, `${where}: 304 through nginx`);
          }
        }
      }
      // MCP through nginx.
      const mcp = await fetch(`${front}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
      assert.equal(mcp.status, 200);
      assert.equal((await mcp.json()).result.tools.length > 0, true);
      // Malformed requests get nginx's own answer, not the app's.
      const big = await fetch(`${front}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "x".repeat(70_000),
      });
      assert.equal(big.status, 413);
      assert.match(big.headers.get("server") ?? "", /nginx/);
      await big.body?.cancel();
      const head = new TextDecoder().decode(
        await exchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, {
          headOnly: true,
        }),
      );
      assert.match(head, /^HTTP\/1\.1 400 /);
      assert.match(head, /\r\nServer: nginx/i);
    } finally {
      try {
        nginx.kill("SIGTERM");
      } catch { /* gone */ }
      const { stderr } = await nginx.output();
      await server.close();
      nginxLog = (await Deno.readTextFile(`${dir}/error.log`).catch(() => "")) +
        new TextDecoder().decode(stderr);
      await Deno.remove(dir, { recursive: true });
    }
    assert.doesNotMatch(nginxLog, /\[(emerg|crit|alert)\]/, "nginx complained");
  },
});
