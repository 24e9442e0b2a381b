/**
 * The pager `site page` shows a page through on a terminal: which one the environment asks for, and
 * running it. Like git's, it is `less -FRX` by default, which quits at once when the page fits on
 * the screen (-F), passes colour through (-R) and leaves the text on the screen (-X).
 */
import { spawn } from "node:child_process";
import process from "node:process";
import { type Env, envName } from "./defaults.ts";

/** The pager this command's own variable names, such as `SITE_PAGER` for `site`. */
export const PAGER_ENV = envName("PAGER");

/** The pager when neither `PAGER_ENV` nor `PAGER` names one. */
export const DEFAULT_PAGER = "less -FRX";

/** `PAGER_ENV`, else `PAGER`, else `less -FRX`; none with `NO_PAGER` or for "" and `cat`. */
export function pagerCommand(env: Env): string | undefined {
  if (env.NO_PAGER) return undefined;
  const chosen = (env[PAGER_ENV] ?? env.PAGER ?? DEFAULT_PAGER).trim();
  return chosen && chosen !== "cat" ? chosen : undefined;
}

/**
 * Shows `text` through `command`; false if it could not start. The default runs without a shell (no
 * `less`: silent fallback); a named pager runs in the shell, as `PAGER` may hold flags.
 */
export function showInPager(text: string, command: string, env: Env): Promise<boolean> {
  return new Promise((resolve) => {
    const [file, args, shell] = command === DEFAULT_PAGER
      ? ["less", ["-FRX"], false]
      : [command, [], true];
    // Flags for a bare `less` or `lv` named by PAGER, as git sets them.
    const child = spawn(file, args, {
      shell,
      stdio: ["pipe", "inherit", "inherit"],
      env: { ...env, LESS: env.LESS ?? "FRX", LV: env.LV ?? "-c" },
    });
    // Ctrl-C belongs to the pager (less uses it to stop a search), not to site.
    const ignore = () => {};
    process.on("SIGINT", ignore);
    // Settled once: by the first of "error" and "close" (removing the listener again is harmless).
    const done = (shown: boolean) => {
      process.off("SIGINT", ignore);
      resolve(shown);
    };
    child.on("error", () => done(false));
    // 127: the shell found no such command.
    child.on("close", (code) => done(code !== 127));
    // Quitting the pager before the end closes its input: that is no error.
    child.stdin.on("error", () => {});
    child.stdin.end(text);
  });
}
