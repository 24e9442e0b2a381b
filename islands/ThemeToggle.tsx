import { useEffect, useState } from "preact/hooks";

type Theme = "light" | "dark";

/**
 * Light or dark theme, the system's until the visitor chooses; the choice is kept in localStorage
 * and applied before first paint (theme.ts). Its words: name, titles while dark and light.
 */
export default function ThemeToggle(
  { label, toLight, toDark }: { label: string; toLight: string; toDark: string },
) {
  const [theme, setTheme] = useState<Theme | undefined>(undefined);
  useEffect(() => {
    const system = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    setTheme((document.documentElement.dataset.theme as Theme | undefined) ?? system);
  }, []);
  const dark = theme === "dark";
  return (
    <button
      type="button"
      class="theme-toggle"
      aria-label={label}
      title={dark ? toLight : toDark}
      aria-pressed={dark}
      disabled={!theme}
      onClick={() => {
        const next: Theme = dark ? "light" : "dark";
        document.documentElement.dataset.theme = next;
        try {
          localStorage.setItem("theme", next);
        } catch {
          // Private mode: the choice lasts for this page only.
        }
        setTheme(next);
      }}
    >
      <svg class="icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" />
      </svg>
      <svg class="icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
      </svg>
    </button>
  );
}
