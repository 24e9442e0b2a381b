/**
 * The baselines the server is measured against, sent exactly what the server
 * sends: nginx serving its recorded answers from files with the same headers,
 * and a bare Deno.serve that reads the request headers that choose an answer
 * and sends the recorded one, with no routing, middleware or cache.
 */
import { join } from "node:path";
import { freePort } from "../tests/_server.ts";
import { type Scenario, SCENARIOS } from "./_settings.ts";
import { type Answer, difference, exchange, OWN_HEADERS } from "./_wire.ts";

/** A server under load: who it is, its port, and the path that serves a scenario there. */
export interface LoadedServer {
  who: string;
  port: number;
  path: (s: Scenario) => string;
}

/** A recorded answer, as the bare server reads it: by path, Accept and Accept-Encoding. */
interface Variant {
  key: string;
  status: number;
  headers: [string, string][];
  file: string;
}

/** `value` as an nginx configuration string. */
function quoted(value: string): string {
  if (value.includes("$")) throw new Error(`nginx would read a variable in ${value}`);
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * The server's answer to each scenario, as sent, recorded in `tmp` to be sent
 * again by nginx and the bare server; with the nginx locations that send them.
 */
async function record(serverPort: number, tmp: string) {
  const recorded: Answer[] = [];
  const variants: Variant[] = [];
  const locations: string[] = [];
  for (const [i, s] of SCENARIOS.entries()) {
    const answer = await exchange(serverPort, s.path, s.headers);
    if (answer.status !== s.status) {
      throw new Error(`The server answers ${s.name} with ${answer.status}, not ${s.status}`);
    }
    const headers = answer.headers.filter(([name]) => !OWN_HEADERS.has(name));
    recorded.push({ ...answer, headers });
    const file = `s${i}.body`;
    await Deno.writeFile(join(tmp, file), answer.body);
    variants.push({
      key: `${s.path}\n${s.headers.accept}\n${s.headers["accept-encoding"]}`,
      status: answer.status,
      headers,
      file: join(tmp, file),
    });
    // nginx sends the server's headers too (its own ETag off; Content-Encoding
    // and Vary as the server's), so both put the same bytes on the wire but
    // for nginx's Server, Last-Modified and Accept-Ranges.
    const type = new Headers(headers).get("content-type")!;
    const send = `default_type ${quoted(type)}; etag off; ${
      headers.filter(([name]) => name !== "content-type")
        .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`).join(" ")
    }`;
    const at = `/s${i}`;
    locations.push(
      s.status === 404
        ? `location = ${at} { return 404; } error_page 404 /${file}; location = /${file} { internal; ${send} }`
        : `location = ${at} { ${send} try_files /${file} =500; }`,
    );
  }
  return { recorded, variants, locations };
}

/** nginx serving `locations` from `tmp` on `port`, and the bare Deno.serve on `barePort`. */
async function spawnBaselines(
  tmp: string,
  ports: { nginx: number; bare: number },
  recorded: { variants: Variant[]; locations: string[] },
) {
  const { variants, locations } = recorded;
  const ngPort = ports.nginx, barePort = ports.bare;
  await Deno.writeTextFile(
    join(tmp, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${tmp}/nginx.pid; error_log ${tmp}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  types {} server { listen 127.0.0.1:${ngPort}; root ${tmp}; ${locations.join("\n")} } }`,
  );
  // The fastest Deno.serve that sends the server's answers: it reads each request's path, Accept
  // and Accept-Encoding, picks the server's recorded answer by them, and sends a clone of a Response
  // made once, with no routing, middleware or cache. Against it, server/bare is what the server's
  // own work costs; against nginx, bare/nginx is what Deno.serve costs.
  await Deno.writeTextFile(join(tmp, "variants.json"), JSON.stringify(variants));
  await Deno.writeTextFile(
    join(tmp, "bare.ts"),
    `const variants = new Map();
for (const v of JSON.parse(await Deno.readTextFile(${
      JSON.stringify(join(tmp, "variants.json"))
    }))) {
  const body = await Deno.readFile(v.file);
  variants.set(v.key, new Response(body, { status: v.status, headers: v.headers }));
}
const missing = new Response(null, { status: 406 });
Deno.serve({ port: ${barePort}, hostname: "127.0.0.1", onListen() {} }, (req) => {
  const url = req.url;
  const key = url.slice(url.indexOf("/", url.indexOf("//") + 2)) + "\\n" +
    req.headers.get("accept") + "\\n" + req.headers.get("accept-encoding");
  return (variants.get(key) ?? missing).clone();
});`,
  );
  const bareServer = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-read", join(tmp, "bare.ts")],
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const nginx = new Deno.Command("nginx", {
    args: ["-c", join(tmp, "nginx.conf"), "-p", tmp],
    stdout: "null",
    stderr: "piped",
  }).spawn();
  return [nginx, bareServer];
}

/**
 * The server on `serverPort` and its two baselines, started with their files
 * in `tmp` and checked to answer every scenario with the server's status,
 * headers and bytes; `stop` ends the baselines.
 */
export async function startBaselines(serverPort: number, tmp: string) {
  const made = await record(serverPort, tmp);
  const ngPort = freePort();
  const barePort = freePort();
  const children = await spawnBaselines(tmp, { nginx: ngPort, bare: barePort }, made);
  const stop = async () => {
    for (const child of children.splice(0)) {
      child.kill();
      await child.status;
    }
  };
  // The servers under load: the server and the bare one at the scenario's path, nginx at its own.
  const servers: LoadedServer[] = [
    { who: "server", port: serverPort, path: (s: Scenario) => s.path },
    { who: "bare Deno.serve", port: barePort, path: (s: Scenario) => s.path },
    { who: "nginx", port: ngPort, path: (s: Scenario) => `/s${SCENARIOS.indexOf(s)}` },
  ];
  try {
    await sameAnswers(servers.slice(1), made.recorded);
  } catch (error) {
    await stop();
    throw error;
  }
  return { recorded: made.recorded, servers, stop };
}

/** Fails naming the server and scenario unless each of `servers` answers as `recorded`. */
async function sameAnswers(servers: LoadedServer[], recorded: Answer[]) {
  // The baselines are only fair if they answer each scenario with the same status, headers and bytes.
  const deadline = Date.now() + 10_000;
  for (const { who, port, path } of servers) {
    for (const [i, s] of SCENARIOS.entries()) {
      let answer: Answer | undefined;
      while (!answer) {
        answer = await exchange(port, path(s), s.headers).catch((e) => {
          if (Date.now() > deadline) throw e;
          return new Promise<undefined>((r) => setTimeout(r, 50));
        });
      }
      const differ = difference(answer, recorded[i]);
      if (differ) throw new Error(`${who} answers ${s.name} with ${differ}`);
    }
  }
}
