import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Lang } from "../lib/site/languages/languages.ts";
import type { ExplorerOperation, ExplorerWords } from "../lib/site/guide/developers_guide.ts";

interface ApiExplorerProps {
  operations: ExplorerOperation[];
  /** The API's public base URL, shown in the request line, which links to the request. */
  baseUrl: string;
  /** The API's path on this origin (`/api/v1`): requests stay same-origin, as the CSP wants. */
  basePath: string;
  words: ExplorerWords;
  /** `lang` (and `dir`) of English on this page: operations, parameters' help, HTTP's "OK". */
  english?: Lang;
}

/** `/projects/{slug}` with values filled in, plus the query string. */
function requestPath(op: ExplorerOperation, values: Record<string, string>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(values[name] ?? ""));
  const query = op.params.filter((p) => p.in === "query")
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(values[p.name] ?? "")}`);
  return query.length ? `${path}?${query.join("&")}` : path;
}

const examples = (op: ExplorerOperation) =>
  Object.fromEntries(op.params.map((p) => [p.name, p.example]));

/** The form as a declarative WebMCP tool (`tool*` spread in: Preact's types lack them): an agent
 * fills it, it submits itself (a read-only GET), and the visitor sees what it sent and got. */
const FORM_TOOL = {
  toolname: "send_api_request",
  tooldescription:
    "Sends a live GET request to this site's read-only JSON API from the API explorer on this page, and answers with the request, the response's status and its body (errors come as RFC 9457 problems). To read the data itself, the get_ and list_ tools are simpler.",
  toolautosubmit: "",
};

/** A submit event as WebMCP extends it: an agent's submission takes its answer from `respondWith`. */
type AgentSubmitEvent = Event & {
  agentInvoked?: boolean;
  respondWith?: (answer: Promise<unknown>) => void;
};

/** Sends requests and keeps the last status line and body; `send` reads the form, not the last
 * render (an agent fills and submits at once), and gives an agent its answer. */
function useApiRequest({ operations, baseUrl, basePath, words, english }: ApiExplorerProps) {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ line: ComponentChildren; status?: number; body?: string }>();
  async function request(target: string): Promise<unknown> {
    setBusy(true);
    setShown((last) => last?.body === undefined ? undefined : last);
    const started = performance.now();
    try {
      const res = await fetch(basePath + target, { headers: { accept: "application/json" } });
      const text = await res.text();
      const json: unknown = await new Response(text).json().catch(() => text); // not JSON: as it came
      const type = res.headers.get("content-type") || words.noBody;
      const ms = Math.round(performance.now() - started);
      setShown({
        line: (
          <>
            {res.status} <span {...english}>{res.statusText}</span> · {type} · {ms} ms
          </>
        ),
        status: res.status,
        body: json === text ? text : JSON.stringify(json, null, 2),
      });
      return { request: `GET ${baseUrl + target}`, status: res.status, body: json };
    } catch (error) {
      const message = words.failed.replace("{message}", (error as Error).message);
      setShown({ line: message });
      return { request: `GET ${baseUrl + target}`, error: message };
    } finally {
      setBusy(false);
    }
  }
  function send(event: AgentSubmitEvent, op: ExplorerOperation) {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const chosen = operations.find((o) => o.operationId === form.get("operation")) ?? op;
    const filled = Object.fromEntries(
      chosen.params.map((p) => [p.name, `${form.get(p.name) ?? ""}`]),
    );
    const answer = request(requestPath(chosen, filled));
    // During the event, as WebMCP requires.
    if (event.agentInvoked && event.respondWith) event.respondWith(answer);
  }
  return { busy, shown, send, clear: () => setShown(undefined) };
}

type Param = ExplorerOperation["params"][number];

/** A parameter's field, shown for the operations that take it, described as the chosen one does. */
function ParamField({ field, own, value, words, english, onInput }: {
  field: Param;
  english?: Lang;
  own?: Param;
  value: string;
  words: ExplorerWords;
  onInput: (value: string) => void;
}) {
  const id = `explorer-${field.name}`;
  return (
    <div class="field" hidden={!own}>
      <label for={id}>
        <code>{field.name}</code>{" "}
        ({(own ?? field).in === "path" ? words.pathParam : words.queryParam})
      </label>
      <input
        id={id}
        name={field.name}
        {...{ toolparamdescription: field.description }}
        value={value}
        spellcheck={false}
        autocomplete="off"
        aria-describedby={`${id}-help`}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      <p class="help" id={`${id}-help`} {...english}>{(own ?? field).description}</p>
    </div>
  );
}

/** Pick an operation, fill its parameters, see the live response (errors too); the request line
 * links to the request, so it works without JavaScript (as the page's <noscript> says). */
export default function ApiExplorer(props: ApiExplorerProps) {
  const { operations, baseUrl, words, english } = props;
  const [ready, setReady] = useState(false);
  const [id, setId] = useState(operations[0]?.operationId ?? "");
  const op = operations.find((o) => o.operationId === id) ?? operations[0];
  const [values, setValues] = useState<Record<string, string>>(op ? examples(op) : {});
  const { busy, shown, send, clear } = useApiRequest(props);
  useEffect(() => setReady(true), []);
  if (!op) return null;
  const path = requestPath(op, values);
  // Every operation's parameters, once each, shown for the chosen one: fixed fields keep the WebMCP
  // tool's input schema fixed (the browser cancels an agent's call when they change under it).
  const all = operations.flatMap((o) => o.params);
  const fields = all.filter((p, i) => all.findIndex((q) => q.name === p.name) === i);

  return (
    <form class="explorer card" onSubmit={(event) => send(event, op)} {...FORM_TOOL}>
      <fieldset disabled={!ready}>
        <legend class="visually-hidden">{words.request}</legend>
        <div class="field">
          <label for="explorer-op">{words.operation}</label>
          <select
            id="explorer-op"
            name="operation"
            {...{
              toolparamdescription:
                "The operation to call, by operationId, such as getProject. Fill only the parameters it takes; the others are ignored.",
            }}
            value={op.operationId}
            onChange={(e) => {
              const next = operations.find((o) => o.operationId === e.currentTarget.value);
              if (!next) return;
              setId(next.operationId);
              setValues(examples(next));
              clear();
            }}
          >
            {operations.map((o) => (
              <option key={o.operationId} value={o.operationId} {...english}>
                {o.operationId}: {o.summary}
              </option>
            ))}
          </select>
        </div>
        {fields.map((field) => (
          <ParamField
            key={field.name}
            field={field}
            own={op.params.find((p) => p.name === field.name)}
            value={values[field.name] ?? ""}
            words={words}
            english={english}
            onInput={(value) => setValues({ ...values, [field.name]: value })}
          />
        ))}
        <p class="request-line">
          <span class="method">GET</span>{" "}
          <a href={baseUrl + path}>
            <code>{baseUrl + path}</code>
          </a>
        </p>
        <button type="submit" class="button" aria-busy={busy}>
          {busy ? words.sending : words.send}
        </button>
      </fieldset>
      <div class="explorer-result">
        <p role="status" class="result-status">{shown?.line ?? ""}</p>
        {shown?.body !== undefined && (
          <pre tabIndex={0} aria-label={words.responseBody} data-status={shown.status}>
            <code>{shown.body}</code>
          </pre>
        )}
      </div>
    </form>
  );
}
