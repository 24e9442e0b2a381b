import CopyButton, { type CopyWords } from "../islands/CopyButton.tsx";
import type { Messages } from "../lib/content/messages.ts";

const LANGUAGES: Record<string, string> = {
  sh: "Shell",
  bash: "Shell",
  shell: "Shell",
  json: "JSON",
  js: "JavaScript",
  ts: "TypeScript",
  http: "HTTP",
  md: "Markdown",
};

/**
 * Code under a bar with its language (a `language-…` class too) and a copy button, which so never
 * covers it; it scrolls sideways and takes focus, so keyboard users can scroll it.
 */
export function CodeBlock({ code, lang, label, messages }: {
  code: string;
  lang?: string;
  label?: string;
  messages: Messages;
}) {
  return (
    <div class="code-block">
      <div class="code-bar">
        <span class="code-lang">
          {(lang && LANGUAGES[lang]) ?? lang ?? messages.t("copy.codeBar")}
        </span>
        <CopyButton
          text={code}
          label={label ?? messages.t("copy.code")}
          words={copyWords(messages)}
        />
      </div>
      <pre tabIndex={0}><code class={lang ? `language-${lang}` : undefined}>{code}</code></pre>
    </div>
  );
}

/** The copy button's words in the site's language (`done` keeps `{label}` for the button). */
export function copyWords({ t }: Pick<Messages, "t">): CopyWords {
  const words = (["copy", "copied", "done", "failed"] as const).map((k) => [k, t(`copy.${k}`)]);
  return Object.fromEntries(words) as CopyWords;
}
