import CopyButton from "../islands/CopyButton.tsx";

interface CodeBlockProps {
  code: string;
  /** Language of the code, such as `sh`; shown above it and added as a `language-…` class. */
  lang?: string;
  /** What the copy button copies, in words. Default: "code". */
  label?: string;
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
export function CodeBlock({ code, lang, label = "code" }: CodeBlockProps) {
  return (
    <div class="code-block">
      <div class="code-bar">
        <span class="code-lang">{(lang && LANGUAGES[lang]) ?? lang ?? "Code"}</span>
        <CopyButton text={code} label={label} />
      </div>
      <pre tabIndex={0}><code class={lang ? `language-${lang}` : undefined}>{code}</code></pre>
    </div>
  );
}
