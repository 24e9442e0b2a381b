import { useEffect } from "preact/hooks";

/** Escape closes the phone menu (which needs no script) and focuses its summary, per WAI-ARIA. */
export default function MenuEscape() {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      const menu = document.querySelector<HTMLDetailsElement>("details.nav-menu[open]");
      if (!menu) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return null;
}
