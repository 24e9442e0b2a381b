/** The one inline script (CSP allows it by hash): a saved theme before first paint, so no flash. */
export const THEME_SCRIPT =
  'try{var t=localStorage.getItem("theme");if(t==="dark"||t==="light")document.documentElement.dataset.theme=t}catch(e){}';

const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(THEME_SCRIPT));
export const THEME_SCRIPT_HASH = `sha256-${new Uint8Array(digest).toBase64()}`;
