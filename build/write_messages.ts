/**
 * `deno task messages --lang xx`: writes every key of the site's message
 * catalogue into the owner's `messages.yaml` for that language
 * (`content/messages.yaml` for the site's `lang`, `content/<lang>/messages.yaml`
 * for one of its `languages`), each line ending with the key's English as a
 * comment, so a translator finishes a language from one file instead of
 * reading `lib/content/catalogues/`. The owner's texts already in the
 * file are kept as they are; a key with none stays commented out, holding the
 * shipped catalogue's text when the kit has one for the language, so the
 * file loads as it is and `deno task check` keeps counting what falls back.
 *
 * @example
 * ```sh
 * deno task messages --lang ja                       # content/messages.yaml, site in Japanese
 * CONTENT_DIR=./mine deno task messages --lang en    # ./mine/en/messages.yaml, a translation
 * ```
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import yaml from "js-yaml";
import { catalogue, EN, loadCatalogues, MESSAGE_KEYS } from "../lib/content/messages.ts";
import { primaryLanguage, SHIPPED } from "../lib/content/messages.ts";

await loadCatalogues(); // what `catalogue` returns, read from the kit's files

const USAGE = `Write every key of the site's own words into a messages.yaml to translate.

Usage: deno task messages [--lang <tag>] [--content-dir <dir>]

  --lang <tag>          the language: the site's lang (content/messages.yaml, the default)
                        or one of its languages (content/<tag>/messages.yaml)
  --content-dir <dir>   the content folder (default: CONTENT_DIR or ./content)
  --help                show this help

Texts already in the file are kept; every other key is written commented out,
with its English at the end of the line: write your text between the quotes and
remove the "# " to use it.`;

/** What `writeMessages` did: the file, and how many keys it holds texts for. */
export interface MessagesReport {
  file: string;
  lang: string;
  /** Keys with the owner's own text, kept from the file. */
  kept: number;
  /** Keys left commented out: shown from the shipped catalogue, or in English. */
  open: number;
  /** Whether the kit ships a catalogue for the language (its text is in the open lines). */
  shipped: boolean;
}

/** A one-line YAML string: JSON's double-quoted form is YAML too. */
const quote = (text: string) => JSON.stringify(text);

/** The English of a key as a trailing comment, on one line. */
const english = (text: string) => `  # ${text.replace(/\s+/g, " ")}`;

/**
 * The text of the owner's messages file for `lang` with every key: `existing`
 * (the file as it is, or "") keeps its leading comments and every text in it;
 * keys the catalogue no longer has are kept as comments at the end.
 */
export function messagesYaml(lang: string, existing = ""): string {
  const own = yaml.load(existing) as Record<string, unknown> | null | undefined;
  const texts = new Map(
    Object.entries(own ?? {}).filter(([, v]) => typeof v === "string" && v.trim()),
  ) as Map<string, string>;
  const shipped = catalogue(lang);
  const theirs = existing.match(/^(?:#[^\n]*\n|\s*\n)*/)?.[0].trim();
  const keys = new Set<string>(MESSAGE_KEYS);
  const unknown = [...texts].filter(([key]) => !keys.has(key));
  const ours = [
    `# The site's own words in "${lang}": every key of the catalogue (deno task messages --lang ${lang}).`,
    `# A line starting with "# " is not used: write your text between its quotes and remove the "# ".`,
    shipped
      ? `# Commented lines hold the text the kit ships for "${lang}", which the site shows until you change it.`
      : `# Keys left commented are shown in English, and deno task check counts them.`,
    `# Each line ends with the key's English; {name}-style parameters are filled in by the site.`,
  ].join("\n");
  return [
    // The owner's own opening comment is kept, under ours once.
    theirs?.includes("deno task messages") ? theirs : [ours, theirs].filter(Boolean).join("\n"),
    ...MESSAGE_KEYS.map((key) => {
      const text = texts.get(key);
      const line = `"${key}": ${quote(text ?? shipped?.[key] ?? "")}${english(EN[key])}`;
      return text === undefined ? `# ${line}` : line;
    }),
    ...unknown.length
      ? [
        "# Keys the site does not know (renamed or misspelt), kept as you wrote them: move each text to its key.",
        ...unknown.map(([key, text]) => `# ${quote(key)}: ${quote(text)}`),
      ]
      : [],
  ].join("\n") + "\n";
}

/** Where `lang`'s messages file is in `contentDir`, from its site.yaml's `lang` and `languages`. */
export async function messagesFile(contentDir: string, lang?: string): Promise<[string, string]> {
  const site = yaml.load(await Deno.readTextFile(join(contentDir, "site.yaml"))) as {
    lang?: string;
    languages?: string[];
  };
  const primary = site?.lang ?? "en";
  const same = (tag: string) => tag.toLowerCase() === lang?.toLowerCase();
  if (!lang || same(primary)) return [join(contentDir, "messages.yaml"), primary];
  const other = site.languages?.find(same);
  if (other) return [join(contentDir, other, "messages.yaml"), other];
  const known = [primary, ...site.languages ?? []].join(", ");
  throw new Error(
    `"${lang}" is not a language of ${
      join(contentDir, "site.yaml")
    } (it has ${known}): set lang to it, or add it to languages, then run this again`,
  );
}

/** Writes `lang`'s messages file in `contentDir` with every key (see `messagesYaml`). */
export async function writeMessages(contentDir: string, lang?: string): Promise<MessagesReport> {
  const [file, tag] = await messagesFile(contentDir, lang);
  let existing = "";
  try {
    existing = await Deno.readTextFile(file);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  let text;
  try {
    text = messagesYaml(tag, existing);
  } catch (error) {
    throw new Error(
      `Cannot read "${file}": ${(error as Error).message}: fix it, then run this again`,
    );
  }
  await Deno.mkdir(join(file, ".."), { recursive: true });
  await Deno.writeTextFile(file, text);
  const kept = text.split("\n").filter((line) => line.startsWith('"')).length;
  const shipped = SHIPPED.includes(primaryLanguage(tag));
  return { file, lang: tag, kept, open: MESSAGE_KEYS.length - kept, shipped };
}

if (import.meta.main) {
  let values;
  try {
    ({ values } = parseArgs({
      args: Deno.args,
      strict: true,
      options: {
        lang: { type: "string" },
        "content-dir": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    Deno.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    Deno.exit(0);
  }
  const dir = values["content-dir"] || Deno.env.get("CONTENT_DIR") || "./content";
  try {
    const r = await writeMessages(dir, values.lang);
    const rest = r.shipped
      ? `shown in the kit's "${r.lang}" text`
      : "shown in English until translated";
    console.log(
      `Wrote ${r.file}: ${r.kept} of ${MESSAGE_KEYS.length} keys have your text, ${r.open} are commented out (${rest}).`,
    );
  } catch (error) {
    console.error((error as Error).message);
    Deno.exit(1);
  }
}
