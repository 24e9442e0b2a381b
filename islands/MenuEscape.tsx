import { useEffect } from "preact/hooks";

/**
 * Escape closes the phone menu (the header's `<details class="nav-menu">`) and focuses its summary,
 * as WAI-ARIA's disclosure pattern does; the menu works without JavaScript, this only adds the key.
 */
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
