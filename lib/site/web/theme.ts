/**
 * The one inline script: it applies a saved theme before first paint, so a visitor who chose dark
 * never sees a light flash. CSP allows it by hash.
 */
export const THEME_SCRIPT =
  'try{var t=localStorage.getItem("theme");if(t==="dark"||t==="light")document.documentElement.dataset.theme=t}catch(e){}';

/** `sha256-…` of THEME_SCRIPT, for the Content-Security-Policy. */
export const THEME_SCRIPT_HASH = `sha256-${
  new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(THEME_SCRIPT)))
    .toBase64()
}`;
