/**
 * Shared by the Node.js tests of the built client: run `cli/dist/cli.mjs` as a
 * user would, and start the real server (`main.ts`, under Deno) on a free
 * loopback port, serving fixture content (tests/fixtures/), never content/.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { Buffer } from "node:buffer";
import fs from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { syncBuiltinESMExports } from "node:module";
import { createServer } from "node:net";
import { after, before, describe as suite } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The project root. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The built client under test. */
export const BUNDLE = fileURLToPath(
  new URL("../dist/cli.mjs", import.meta.url),
);

/** The content the servers of these tests serve unless told otherwise. */
export const STUDIO_DIR = "tests/fixtures/studio";

/**
 * Facts of the studio fixture (tests/fixtures/studio: Lena Vogt, Nordlicht
 * Digital) that the tests assert, as its files give them: `cli_command` in
 * site.yaml, the project slugs by their `order`, and the first page after
 * the home page in site.yaml.
 */
export const STUDIO = {
  command: "nordlicht",
  slugs: ["fleet-dashboard", "rates-api", "pipeline"],
  /** The first project: what the served client's help shows as its example. */
  project: "fleet-dashboard",
  /** The first page that is not the home page: help's example page. */
  page: "/about/",
};

/** Environment variables that change what the client does, removed before a run. */
export const CLIENT_ENV = [
  "NO_COLOR",
  "FORCE_COLOR",
  "CLICOLOR_FORCE",
  "NO_PAGER",
  "COLUMNS",
  "PAGER",
  "SITE_API_URL",
  "SITE_PAGER",
  "SITE_DEBUG",
  "NORDLICHT_API_URL",
  "NORDLICHT_PAGER",
  "NORDLICHT_DEBUG",
];

/** The test's own environment without `CLIENT_ENV`, plus `env`. */
export function clientEnv(env = {}) {
  const base = { ...process.env };
  for (const name of CLIENT_ENV) delete base[name];
  return { ...base, ...env };
}

/** Collapses runs of white space, so wrapped output can be compared with the API's text. */
export function flat(text) {
  return text.replace(/\s+/g, " ").trim();
}

/** A TCP port on 127.0.0.1 that was free a moment ago (nothing listens on it now). */
export async function freePort() {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address();
  server.close();
  await once(server, "close");
  return port;
}

/**
 * Runs the built client (or the file `options.file`, such as a copy a site
 * served) with `args`, in this Node.js process: the file is imported afresh
 * (a new module instance each run), with `process.argv`, `process.env`,
 * stdout, stderr (also what it writes to descriptor 2 directly) and the exit
 * code its own for the run, as `node FILE ...args` would give them. The
 * environment is the test's own minus anything that would change the
 * client's behaviour (`CLIENT_ENV`), plus `env`. Resolves to
 * `{ code, stdout, stderr, ms }`. Runs never overlap. A process of its own
 * costs about 0.2 s of CPU, a run here a few milliseconds; what only a
 * process shows (the shebang, the exit status, a terminal, a broken pipe,
 * the shells' completion) is tested with `spawnCli`, `onTerminal` and
 * spawns of their own, and `bundle.mjs` checks that both ways print the same.
 */
export function cli(args, env = {}, options = {}) {
  const result = inProcess.then(() => runHere(args, env, options));
  inProcess = result.catch(() => {});
  return result;
}

/** The run of `cli` in progress, which the next one waits for. */
let inProcess = Promise.resolve();
/** Runs so far: each imports the file under a query of its own. */
let runs = 0;

/** What `cli` does, one run at a time. */
async function runHere(args, env, { file = BUNDLE, cwd } = {}) {
  const started = performance.now();
  const output = { 1: "", 2: "" };
  /** A pipe as the client sees process.stdout or process.stderr: not a terminal. */
  const pipe = (fd) => ({
    isTTY: false,
    on() {
      return this;
    },
    write(text) {
      output[fd] += text;
      return true;
    },
  });
  const saved = {
    argv: process.argv,
    env: process.env,
    exitCode: process.exitCode,
    exit: process.exit,
    cwd: process.cwd(),
    writeSync: fs.writeSync,
    stdout: Object.getOwnPropertyDescriptor(process, "stdout"),
    stderr: Object.getOwnPropertyDescriptor(process, "stderr"),
    identity: Object.getOwnPropertyDescriptor(globalThis, "siteCliIdentity"),
  };
  process.argv = [process.execPath, file, ...args];
  process.env = clientEnv(env);
  process.exitCode = undefined;
  process.exit = (code) => {
    throw new Error(`the client called process.exit(${code}), which only a process of its own can`);
  };
  Object.defineProperty(process, "stdout", { configurable: true, value: pipe(1) });
  Object.defineProperty(process, "stderr", { configurable: true, value: pipe(2) });
  fs.writeSync = (fd, text, ...rest) => {
    if (fd !== 1 && fd !== 2) return saved.writeSync(fd, text, ...rest);
    output[fd] += text;
    return Buffer.byteLength(text);
  };
  syncBuiltinESMExports();
  // A served copy sets this global in its first statement; a plain one must not find it.
  delete globalThis.siteCliIdentity;
  if (cwd) process.chdir(cwd);
  try {
    await import(`${pathToFileURL(file).href}?run=${++runs}`);
    return {
      code: process.exitCode ?? 0,
      stdout: output[1],
      stderr: output[2],
      ms: performance.now() - started,
    };
  } finally {
    process.chdir(saved.cwd);
    process.argv = saved.argv;
    process.env = saved.env;
    process.exitCode = saved.exitCode;
    process.exit = saved.exit;
    Object.defineProperty(process, "stdout", saved.stdout);
    Object.defineProperty(process, "stderr", saved.stderr);
    fs.writeSync = saved.writeSync;
    syncBuiltinESMExports();
    delete globalThis.siteCliIdentity;
    if (saved.identity) Object.defineProperty(globalThis, "siteCliIdentity", saved.identity);
  }
}

/**
 * Runs the built client (or `options.file`) as `cli` does, but in a process
 * of its own, `node FILE ...args`, as a user would: for what only a process
 * shows. Resolves to `{ code, stdout, stderr, ms }`.
 */
export async function spawnCli(args, env = {}, { file = BUNDLE, cwd } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [file, ...args], {
    cwd,
    env: clientEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "", stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk) => stdout += chunk);
  child.stderr.setEncoding("utf8").on("data", (chunk) => stderr += chunk);
  const [code] = await once(child, "close");
  return { code, stdout, stderr, ms: performance.now() - started };
}

/**
 * Starts the real server with production permissions. `contentDir` defaults
 * to the studio fixture (`STUDIO_DIR`). Resolves to `{ url, baseUrl, close }`.
 */
export async function startServer({ contentDir = STUDIO_DIR } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const deno = process.env.DENO_BIN || "deno";
  const child = spawn(deno, [
    "run",
    "--allow-net",
    "--allow-read",
    "--allow-env",
    "main.ts",
  ], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      CONTENT_DIR: contentDir,
      NO_COLOR: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk) => output += chunk);
  child.stderr.setEncoding("utf8").on("data", (chunk) => output += chunk);
  child.on(
    "exit",
    (code, signal) => output += `\n[the server exited: code ${code}, signal ${signal}]\n`,
  );
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(
        new Error(
          `The server did not start within 30 s. It printed:\n${output}`,
        ),
      );
    }, 30_000);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(
        new Error(
          `Cannot run "${deno}" to start the server (set DENO_BIN): ${error}`,
        ),
      );
    });
    child.stdout.on("data", () => {
      if (output.includes("Listening on")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url,
    baseUrl: `${url}/api/v1`,
    output: () => output,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "close");
    },
  };
}

/** GETs `url` and resolves to `{ status, headers, text, json }`. */
export async function fetchApi(url) {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: JSON.parse(text),
  };
}

/**
 * One real server on the studio fixture for the whole test file, and
 * `client(args, env)`, which runs the built client against it through
 * SITE_API_URL. When `CLI_TEST_SERVER` names a server already running on the
 * studio fixture (tests/cli_test.ts starts one for all the files), that one
 * is used; else one is started before the file's tests and closed after them.
 */
export function sharedServer() {
  let server;
  before(async () => {
    const url = process.env.CLI_TEST_SERVER;
    server = url ? { url, baseUrl: `${url}/api/v1`, output: () => "" } : await startServer();
  });
  after(async () => {
    // Said here because a test that fails against a dead server cannot say why it died.
    if (server?.output().includes("[the server exited")) {
      console.error(
        `The server stopped before the tests ended:\n${server.output()}`,
      );
    }
    await server?.close?.();
  });
  return {
    get server() {
      return server;
    },
    client: (args, env = {}) => cli(args, { SITE_API_URL: server.baseUrl, ...env }),
  };
}

/**
 * A stand-in for the API on a free loopback port, for answers the real server
 * never gives: every request gets `answer(req)`, an object `{ status = 200,
 * type = "application/json", body = "" }`. Resolves to `{ baseUrl, close }`.
 */
export async function stubServer(answer) {
  const server = createHttpServer((req, res) => {
    const { status = 200, type = "application/json", body = "" } = answer(req);
    res.writeHead(status, { "content-type": type });
    res.end(body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/api/v1`,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

/**
 * node:test's `describe`, running `CLI_TEST_CONCURRENCY` of its tests at a
 * time (default 1). Each test runs the client against a server it only
 * reads, so more may run at once on a machine with cores to spare (the runs
 * in this process still take turns); on a busy one the client's real
 * deadlines (a completion waits 2 s for the API) would be missed, so one at
 * a time is the default.
 */
export function describe(name, fn) {
  return suite(name, { concurrency: Number(process.env.CLI_TEST_CONCURRENCY ?? 1) }, fn);
}

/** `s` quoted for a POSIX shell. */
export const quote = (s) => `'${s.replaceAll("'", `'\\''`)}'`;

/** Why the tests on a pseudo-terminal are skipped: util-linux `script` is missing. */
export const NO_SCRIPT = spawnSync("script", ["--version"]).status !== 0 && "no `script`";

/**
 * Runs the built client on a pseudo-terminal (util-linux `script`), `columns`
 * wide, and resolves to what it printed (pty line ends are "\r\n").
 * Asynchronous, so that a stand-in API in this process can answer.
 */
export async function onTerminal(args, env = {}, { columns = 80 } = {}) {
  const command = [process.execPath, BUNDLE, ...args].map(quote).join(" ");
  const child = spawn("script", [
    "-qec",
    `stty cols ${columns} rows 200; ${command}`,
    "/dev/null",
  ], {
    env: clientEnv({ TERM: "xterm-256color", ...env }),
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end();
  let stdout = "", stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk) => stdout += chunk);
  child.stderr.setEncoding("utf8").on("data", (chunk) => stderr += chunk);
  const timer = setTimeout(() => child.kill(), 20_000);
  const [code] = await once(child, "close");
  clearTimeout(timer);
  assert.equal(code, 0, stderr + stdout);
  return stdout;
}

/** Asserts `stderr` is made of the client's own lines: no Node stack trace, no "TypeError". */
export function assertNoStack(stderr) {
  assert.doesNotMatch(stderr, /^\s+at |TypeError|RangeError|ERR_|node:internal/m, stderr);
}
