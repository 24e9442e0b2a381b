/**
 * Page weight: the home page and every script and style it loads, raw and
 * gzipped, against the target; and the JavaScript of pages without islands.
 */
import { fmt, target } from "./_report.ts";
import { TARGET_HOME_GZIP } from "./_settings.ts";

/** Bytes of `bytes` once gzipped. */
async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(
    new CompressionStream("gzip"),
  );
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** Prints the weight of the home page served at `url` and the scripts of its pages. */
export async function pageWeights(url: string): Promise<void> {
  const get = async (path: string) => new Uint8Array(await (await fetch(url + path)).arrayBuffer());
  const home = await get("/");
  const html = new TextDecoder().decode(home);
  const assets = [...html.matchAll(/(?:href|src)="(\/[^"]+\.(?:css|js)\?v=[^"]+)"/g)].map((m) =>
    m[1]
  );
  let raw = home.byteLength, gz = await gzipSize(home);
  const parts = [`HTML ${fmt(home.byteLength)} B (${fmt(gz)} gz)`];
  // Island bundles import shared chunks (Preact); count those too, once each.
  for (let i = 0; i < assets.length; i++) {
    const asset = assets[i];
    const bytes = await get(asset);
    if (asset.includes(".js")) {
      const text = new TextDecoder().decode(bytes);
      for (const [, rel] of text.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) {
        const url = new URL(rel, `http://x${asset.split("?")[0]}`).pathname;
        if (!assets.some((a) => a.split("?")[0] === url)) assets.push(url);
      }
    }
    const z = await gzipSize(bytes);
    raw += bytes.byteLength;
    gz += z;
    parts.push(`${asset.split("?")[0]} ${fmt(bytes.byteLength)} B (${fmt(z)} gz)`);
  }
  console.log(
    `\nHome page: ${fmt(raw)} B, ${fmt(gz)} B gzip in total: ${parts.join(", ")}`,
  );
  target(
    gz < TARGET_HOME_GZIP,
    `Home page: ${fmt(gz)} B gzip (target under ${fmt(TARGET_HOME_GZIP)} B)`,
    `${fmt(gz - TARGET_HOME_GZIP)} B`,
  );
  const pages = (await (await fetch(`${url}/api/v1/pages`)).json()).pages as {
    path: string;
  }[];
  const jsPerPage: string[] = [];
  for (const { path } of pages) {
    const page = new TextDecoder().decode(await get(path));
    const islands = [...page.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]);
    const scripts = [...page.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
    let bytes = 0;
    for (const src of scripts) bytes += (await get(src)).byteLength;
    if (!islands.length) jsPerPage.push(`${path}: ${fmt(bytes)} B`);
  }
  console.log(
    `JavaScript on pages without islands: ${
      jsPerPage.length ? jsPerPage.join(", ") : "none (every page has the theme toggle island)"
    }`,
  );
}
