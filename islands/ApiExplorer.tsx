import { useEffect, useState } from "preact/hooks";

/** An operation as the explorer needs it: only plain data crosses to the browser. */
export interface ExplorerOperation {
  operationId: string;
  path: string;
  summary: string;
  params: { name: string; in: "path" | "query"; example: string; description: string }[];
}

interface ApiExplorerProps {
  operations: ExplorerOperation[];
  /** The API's public base URL, shown in the request line, which links to the request. */
  baseUrl: string;
  /** The API's path on this origin (`/api/v1`): requests stay same-origin, as the CSP wants. */
  basePath: string;
}

interface Result {
  status: number;
  statusText: string;
  type: string;
  body: string;
  ms: number;
}

/** `/projects/{slug}` with values filled in, plus the query string. */
function requestPath(op: ExplorerOperation, values: Record<string, string>): string {
  let path = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(values[name] ?? ""));
  const query = op.params.filter((p) => p.in === "query")
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(values[p.name] ?? "")}`);
  if (query.length) path += "?" + query.join("&");
  return path;
}

function examples(op: ExplorerOperation): Record<string, string> {
  return Object.fromEntries(op.params.map((p) => [p.name, p.example]));
}

/**
 * Lets a visitor pick an operation, fill its parameters and see the live
 * response, including error bodies, which are part of what there is to learn.
 * The request line is a link to the request, so it works without JavaScript
 * too (the page says so in a <noscript>, outside the island).
 */
export default function ApiExplorer({ operations, baseUrl, basePath }: ApiExplorerProps) {
  const [ready, setReady] = useState(false);
  const [id, setId] = useState(operations[0]?.operationId ?? "");
  const op = operations.find((o) => o.operationId === id) ?? operations[0];
  const [values, setValues] = useState<Record<string, string>>(op ? examples(op) : {});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(() => setReady(true), []);
  if (!op) return null;
  const path = requestPath(op, values);

  async function send(event: Event) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    const started = performance.now();
    try {
      const res = await fetch(basePath + path, { headers: { accept: "application/json" } });
      const text = await res.text();
      let body = text;
      try {
        body = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // Not JSON: show it as it came.
      }
      setResult({
        status: res.status,
        statusText: res.statusText,
        type: res.headers.get("content-type") ?? "",
        body,
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      setResult(undefined);
      setFailure(`The request failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="explorer card" onSubmit={send}>
      <fieldset disabled={!ready}>
        <legend class="visually-hidden">Request</legend>
        <div class="field">
          <label for="explorer-op">Operation</label>
          <select
            id="explorer-op"
            value={op.operationId}
            onChange={(e) => {
              const next = operations.find((o) => o.operationId === e.currentTarget.value);
              if (!next) return;
              setId(next.operationId);
              setValues(examples(next));
              setResult(undefined);
            }}
          >
            {operations.map((o) => (
              <option key={o.operationId} value={o.operationId}>
                {o.operationId}: {o.summary}
              </option>
            ))}
          </select>
        </div>
        {op.params.map((p) => (
          <div key={p.name} class="field">
            <label for={`explorer-${p.name}`}>
              <code>{p.name}</code> ({p.in} parameter)
            </label>
            <input
              id={`explorer-${p.name}`}
              name={p.name}
              value={values[p.name] ?? ""}
              spellcheck={false}
              autocomplete="off"
              aria-describedby={`explorer-${p.name}-help`}
              onInput={(e) => setValues({ ...values, [p.name]: e.currentTarget.value })}
            />
            <p class="help" id={`explorer-${p.name}-help`}>{p.description}</p>
          </div>
        ))}
        <p class="request-line">
          <span class="method">GET</span>{" "}
          <a href={baseUrl + path}>
            <code>{baseUrl + path}</code>
          </a>
        </p>
        <button type="submit" class="button" aria-busy={busy}>
          {busy ? "Sending…" : "Send request"}
        </button>
      </fieldset>
      <div class="explorer-result">
        <p role="status" class="result-status">
          {failure ??
            (result
              ? `${result.status} ${result.statusText} · ${
                result.type || "no body"
              } · ${result.ms} ms`
              : "")}
        </p>
        {result && (
          <pre tabIndex={0} aria-label="Response body" data-status={result.status}>
            <code>{result.body}</code>
          </pre>
        )}
      </div>
    </form>
  );
}
