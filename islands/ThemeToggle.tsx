import { useEffect, useState } from "preact/hooks";

type Theme = "light" | "dark";

/**
 * Switches between the light and dark theme. Until the visitor chooses, the
 * site follows the system; the choice is kept in localStorage.
 */
export default function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | undefined>(undefined);
  useEffect(() => {
    const root = document.documentElement;
    const current = (root.dataset.theme as Theme | undefined) ??
      (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
    setTheme(current);
  }, []);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      class="theme-toggle"
      aria-label={theme ? `Switch to ${next} theme` : "Switch theme"}
      aria-pressed={theme === "dark"}
      disabled={!theme}
      onClick={() => {
        document.documentElement.dataset.theme = next;
        try {
          localStorage.setItem("theme", next);
        } catch {
          // Private mode: the choice lasts for this page only.
        }
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </button>
  );
}
