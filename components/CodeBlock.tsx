import CopyButton, { type CopyWords } from "../islands/CopyButton.tsx";
import type { Messages } from "../lib/content/messages.ts";

interface CodeBlockProps {
  code: string;
  /** Language of the code, such as `sh`; shown above it and added as a `language-…` class. */
  lang?: string;
  /** What the copy button copies, in words. Default: the catalogue's "the code". */
  label?: string;
  /** The page's words, in its language. */
  messages: Messages;
}

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
 * A block of code under a bar holding its language and a copy button, so the
 * button never covers the code. The block scrolls sideways and takes keyboard
 * focus, so keyboard users can scroll it too.
 */
export function CodeBlock({ code, lang, label, messages }: CodeBlockProps) {
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

/** The copy button's words in the site's language. */
export function copyWords({ t }: Pick<Messages, "t">): CopyWords {
  return {
    copy: t("copy.copy"),
    copied: t("copy.copied"),
    // `{label}` stays for the button to fill in.
    done: t("copy.done"),
    failed: t("copy.failed"),
  };
}
