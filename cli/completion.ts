/**
 * Shell completion: `site completion <shell>` prints a script that calls `site __complete <words…>`
 * on every Tab; this module answers one candidate a line (commands, flags, shells, the API's slugs
 * and paths). An unreachable API offers nothing, since a completion must never print an error.
 */
import { OPTION_NAMES, takesValue } from "./args.ts";
import { listOf, resolveBaseUrl } from "./client.ts";
import { COMMANDS } from "./commands.ts";
import { COMMAND, type Env } from "./defaults.ts";
import { SHELLS, TOPICS } from "./help.ts";

/** The hidden command the scripts call. */
export const COMPLETE_COMMAND = "__complete";
/** Milliseconds a completion waits for the API: a Tab must not hang. */
const COMPLETION_TIMEOUT = 2000;

/** The shell function name of the command: `_site` for `site`. */
const FN = `_${COMMAND.replaceAll("-", "_")}`;

export const COMPLETION_SCRIPTS: Record<string, string> = {
  bash: `# bash completion for ${COMMAND}. Load it with: eval "$(${COMMAND} completion bash)"
# or save it as ~/.local/share/bash-completion/completions/${COMMAND}
${FN}() {
  local IFS=$'\\n'
  COMPREPLY=($(${COMMAND} ${COMPLETE_COMMAND} "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
}
complete -F ${FN} ${COMMAND}
`,
  zsh: `#compdef ${COMMAND}
# zsh completion for ${COMMAND}. Load it with: eval "$(${COMMAND} completion zsh)" after compinit,
# or save it as ${FN} in a directory on $fpath.
${FN}() {
  local -a candidates
  candidates=(\${(f)"$(${COMMAND} ${COMPLETE_COMMAND} "\${(@)words[2,CURRENT]}" 2>/dev/null)"})
  compadd -a candidates
}
if [[ \${zsh_eval_context[-1]} == loadautoload ]]; then ${FN} "$@"; else compdef ${FN} ${COMMAND}; fi
`,
  fish: `# fish completion for ${COMMAND}. Load it with: ${COMMAND} completion fish | source
# or save it as ~/.config/fish/completions/${COMMAND}.fish
function _${FN}_complete
    set -l words (commandline -opc)
    set -l current (commandline -ct)
    ${COMMAND} ${COMPLETE_COMMAND} $words[2..-1] "$current" 2>/dev/null
end
complete -c ${COMMAND} -f -a '(_${FN}_complete)'
`,
};

// What goes back to the shell: nothing an API sends may put a quote, `;` or control on the line.
const SAFE = /^[A-Za-z0-9/._-]+$/;

/** The candidates for the word under the cursor, the last of `words` (those after `site`). */
export async function completions(
  words: string[],
  options: { env: Env; fetch?: typeof fetch },
): Promise<string[]> {
  const current = words.at(-1) ?? "";
  const before = words.slice(0, -1);
  if (before.length && takesValue(before[before.length - 1])) return [];
  // "pr" finds "/pricing/" too: `site page pricing` is that page.
  const matching = (list: string[]) =>
    list.filter((c) => (c.startsWith(current) || c.startsWith(`/${current}`)) && SAFE.test(c));
  if (current.startsWith("-")) return matching(OPTION_NAMES);
  const positional: string[] = [];
  let baseUrl: string | undefined;
  for (let i = 0; i < before.length; i++) {
    const word = before[i];
    if (word.startsWith("--base-url=")) baseUrl = word.slice("--base-url=".length);
    else if (word === "--base-url") baseUrl = before[i + 1];
    if (!word.startsWith("-")) positional.push(word);
    else if (takesValue(word)) i++;
  }
  const [command, ...args] = positional;
  if (args.length) return [];
  if (command === undefined || command === "help") return matching(TOPICS.map((t) => t.name));
  if (command === "completion") return matching([...SHELLS]);
  const choices = COMMANDS.find((c) => c.name === command)?.choices;
  if (!choices) return [];
  try {
    const url = resolveBaseUrl(baseUrl, options.env) + choices.path;
    return matching(
      await listOf(url, choices.field, { ...options, timeout: COMPLETION_TIMEOUT }) ?? [],
    );
  } catch {
    return [];
  }
}
