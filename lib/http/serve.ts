/**
 * `Deno.serve` that outlives resource exhaustion. At the open-files limit (held connections, a
 * flood) Deno's accept loop fails with "Too many open files" and the server finishes; here it is
 * shut down, letting go of its connections, and a new one starts once descriptors are free. Deno
 * 2.9's server has no idle timeout nor accept hook, so below the limit the front (nginx) closes
 * held connections, and systemd restarts a process that ends. Any other failure to listen (a port
 * in use) stops the process with one line naming it and a non-zero exit code.
 *
 * @example
 * ```ts ignore
 * // Not run by `deno task check:examples`: it would serve until the process ends.
 * serveResilient({ port: 8000 }, () => new Response("ok"));
 * ```
 */

/** Descriptors a restart needs: Deno opens some to serve (a signal handler), or panics. */
const SPARE_DESCRIPTORS = 16;

function descriptorsFree(): boolean {
  const opened: Deno.FsFile[] = [];
  try {
    for (let i = 0; i < SPARE_DESCRIPTORS; i++) opened.push(Deno.openSync("/dev/null"));
    return true;
  } catch {
    return false;
  } finally {
    for (const file of opened) file.close();
  }
}

/** `Deno.serve`, started again whenever it runs out of descriptors; any other failure exits 1. */
export function serveResilient(
  options: Deno.ServeTcpOptions,
  handler: Deno.ServeHandler<Deno.NetAddr>,
): void {
  let listened = false;
  function again(error: unknown) {
    // Only running out of descriptors (EMFILE, ENFILE) passes by waiting.
    if (!/Too many open files|os error 2[34]\)/.test(String(error))) {
      const { hostname = "0.0.0.0", port } = options;
      const why = error instanceof Deno.errors.AddrInUse
        ? `port ${port} is in use by another process: stop it, or set PORT to a free port`
        : (error as Error).message;
      console.error(`Cannot listen on ${hostname}:${port}: ${why}.`);
      Deno.exit(1);
    }
    console.error(`The server stopped (${error}); starting it again once descriptors are free.`);
    setTimeout(start, 100);
  }
  function start() {
    if (!descriptorsFree()) return void setTimeout(start, 100);
    let server: Deno.HttpServer<Deno.NetAddr>;
    try {
      server = Deno.serve({
        ...options,
        // Only the first start says where it listens.
        onListen: (addr) => {
          if (!listened) options.onListen?.(addr);
          else console.error("The server is listening again.");
          listened = true;
        },
      }, handler);
    } catch (error) {
      return again(error);
    }
    server.finished.catch((error) => {
      // Let go of the failed server's connections, idle ones first: they used the descriptors up.
      server.shutdown().catch(() => {});
      again(error);
    });
  }
  start();
}
