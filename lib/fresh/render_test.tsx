import assert from "node:assert/strict";
import type { ComponentChildren } from "preact";
import { registerIsland, renderDocument } from "./render.tsx";
import type { AppProps, PageProps } from "./types.ts";

function Toggle({ on }: { on: boolean; children?: ComponentChildren }) {
  return <button type="button">{on ? "on" : "off"}</button>;
}
registerIsland("Toggle", Toggle as never);

const props: PageProps = { url: new URL("http://x/"), params: {}, state: {}, route: "/", data: 1 };
const App = ({ Component }: AppProps) => (
  <html>
    <body>
      <Component />
    </body>
  </html>
);
const url = (name: string) => `/js/${name}.js`;

Deno.test("renderDocument renders the page inside _app as a whole document, with no script without islands", () => {
  const html = renderDocument(App, ({ data }: PageProps) => <p>{String(data)}</p>, props, url);
  assert.equal(html, "<!DOCTYPE html><html><body><p>1</p></body></html>");
});

Deno.test("an island is wrapped with its props, and its script comes once before </body>", () => {
  const Page = () => (
    <main>
      <Toggle on>ignored</Toggle>
      <Toggle on={false} />
    </main>
  );
  const html = renderDocument(App, Page, props, url);
  assert.equal(
    html,
    "<!DOCTYPE html><html><body><main>" +
      `<x-island data-island="Toggle" data-props="{&quot;on&quot;:true}"><button type="button">on</button></x-island>` +
      `<x-island data-island="Toggle" data-props="{&quot;on&quot;:false}"><button type="button">off</button></x-island>` +
      `</main><script type="module" src="/js/Toggle.js"></script></body></html>`,
  );
});

Deno.test("without </body>, island scripts close the document; a failed render leaves no island behind", () => {
  const html = renderDocument(({ Component }) => <Component />, () => <Toggle on />, props, url);
  assert.match(html, /<\/x-island><script type="module" src="\/js\/Toggle\.js"><\/script>$/);
  const Failing = () => (
    <>
      <Toggle on />
      {(() => {
        throw new Error("page failed");
      })()}
    </>
  );
  assert.throws(() => renderDocument(App, Failing, props, url), /page failed/);
  assert.doesNotMatch(renderDocument(App, () => <p />, props, url), /<script/);
});

Deno.test("what the islands' scripts import is preloaded in the head, once, and only on a page with islands", () => {
  function Menu() {
    return <nav />;
  }
  registerIsland("Menu", Menu as never);
  const Head = ({ Component }: AppProps) => (
    <html>
      <head>
        <title>t</title>
      </head>
      <body>
        <Component />
      </body>
    </html>
  );
  const imports = (name: string) =>
    name === "Toggle" ? ["/js/chunk-B.js", "/js/chunk-A.js"] : ["/js/chunk-A.js"];
  const html = renderDocument(
    Head,
    () => (
      <main>
        <Toggle on />
        <Menu />
      </main>
    ),
    props,
    url,
    imports,
  );
  assert.match(
    html,
    /^<!DOCTYPE html><html><head><title>t<\/title><link rel="modulepreload" href="\/js\/chunk-A\.js"><link rel="modulepreload" href="\/js\/chunk-B\.js"><\/head><body>/,
  );
  assert.match(
    html,
    /<script type="module" src="\/js\/Menu\.js"><\/script><script type="module" src="\/js\/Toggle\.js"><\/script><\/body><\/html>$/,
  );
  assert.doesNotMatch(renderDocument(Head, () => <p />, props, url, imports), /modulepreload/);
});
