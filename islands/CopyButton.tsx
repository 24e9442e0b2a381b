import { useEffect, useState } from "preact/hooks";

/** What the button says, from the catalogue's `copy.*` keys; `done` holds `{label}`. */
export type CopyWords = Record<"copy" | "copied" | "done" | "failed", string>;

/**
 * Without JavaScript the button cannot work, so a stylesheet loaded only then (static/noscript.css)
 * hides it; inner HTML, since a <link> that Preact created would load with JavaScript on.
 */
const WITHOUT_SCRIPT = { __html: '<link rel="stylesheet" href="/noscript.css">' };

/**
 * Copies `text` exactly and says so, on the button and in a status message for screen readers,
 * `label` naming what ("command"); disabled until hydrated, so it never looks usable before it is.
 */
export default function CopyButton(
  { text, label, words }: { text: string; label: string; words: CopyWords },
) {
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      // No clipboard access (permissions, insecure origin): say so rather than pretend.
      setState("failed");
    }
  }
  return (
    <span class="copy">
      <noscript dangerouslySetInnerHTML={WITHOUT_SCRIPT} />
      <button
        type="button"
        class="copy-button"
        data-state={state}
        disabled={!ready}
        onClick={copy}
      >
        {state === "copied" ? words.copied : words.copy}
        <span class="visually-hidden">{` ${label}`}</span>
      </button>
      <span role="status" class="visually-hidden">
        {state === "copied"
          ? words.done.replace("{label}", label)
          : state === "failed"
          ? words.failed
          : ""}
      </span>
    </span>
  );
}
