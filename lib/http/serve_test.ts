import assert from "node:assert/strict";

/** A free port on loopback. */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

Deno.test("a server at its open-files limit lets its held connections go and starts again, answering while the flood still holds them", async () => {
  const port = freePort();
  const module = new URL("./serve.ts", import.meta.url).href;
  const script = await Deno.makeTempFile({ suffix: ".ts" });
  await Deno.writeTextFile(
    script,
    `import { serveResilient } from "${module}";
serveResilient({ port: ${port}, hostname: "127.0.0.1", onListen() { console.log("listening"); } },
  () => new Response("ok"));`,
  );
  // 60 descriptors: a hundred held connections exhaust them.
  const child = new Deno.Command("bash", {
    args: ["-c", `ulimit -n 60 && exec "${Deno.execPath()}" run -A --quiet "${script}"`],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const decoder = new TextDecoder();
  let output = "";
  const pumps = [child.stdout, child.stderr].map(async (stream) => {
    for await (const chunk of stream) output += decoder.decode(chunk);
  });
  const held: Deno.Conn[] = [];
  try {
    const deadline = Date.now() + 20_000;
    while (!output.includes("listening") && Date.now() < deadline) await sleep(50);
    for (let i = 0; i < 100; i++) {
      try {
        held.push(await Deno.connect({ hostname: "127.0.0.1", port }));
      } catch {
        // Refused while the server starts again: what a flood meets.
      }
    }
    // While the connections are still held: the failed server let them go.
    let answer = "";
    for (let i = 0; i < 100 && answer !== "ok"; i++) {
      await sleep(100);
      answer = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text(), () => "");
    }
    assert.equal(answer, "ok", `while held: ${output}`);
    for (const conn of held.splice(0)) conn.close();
    answer = "";
    for (let i = 0; i < 100 && answer !== "ok"; i++) {
      await sleep(100);
      answer = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text(), () => "");
    }
    assert.equal(answer, "ok", output);
    assert.match(output, /Too many open files/, "the limit was reached");
    assert.match(output, /listening again/);
  } finally {
    for (const conn of held) conn.close();
    try {
      child.kill();
    } catch { /* already ended: the assertion says why */ }
    await child.status;
    await Promise.all(pumps);
    await Deno.remove(script);
  }
});
