/**
 * The owner `deno task init` asks for: each fact's flag, prompt and check,
 * which are the content loader's own rules, so that init never writes a value
 * the loader would refuse.
 */
import { siteUrlProblem } from "../lib/config.ts";
import { ContactFile, ProfileFile } from "../lib/content/file_schemas/mod.ts";

/** The owner's facts that `deno task init` asks for. */
export interface Owner {
  name: string;
  brand: string;
  role: string;
  location: string;
  email: string;
  siteUrl: string;
}

/** One value to ask for: its flag, its prompt and how to check it. */
export interface Field {
  key: keyof Owner;
  flag: string;
  prompt: string;
  /** What a good value is, and one, for messages: `a name such as "Your Name"`. */
  expect: string;
  example: string;
  /** What is wrong with `value` (`is empty`, `"x" is not an email address`), or undefined. */
  check(value: string): string | undefined;
}

/** The values init asks for, in order. */
export const FIELDS: Field[] = [
  {
    key: "name",
    flag: "name",
    prompt: "Your name",
    expect: "a name",
    example: '"Your Name"',
    check: textCheck,
  },
  {
    key: "brand",
    flag: "brand",
    prompt: "Brand or site name (may be your name)",
    expect: "a name",
    example: '"Your Studio"',
    check: textCheck,
  },
  {
    key: "role",
    flag: "role",
    prompt: "Role",
    expect: "a role",
    example: '"Web developer"',
    check: textCheck,
  },
  {
    key: "location",
    flag: "location",
    prompt: "Location",
    expect: "a place",
    example: '"City, Country"',
    check: textCheck,
  },
  {
    key: "email",
    flag: "email",
    prompt: "Contact email",
    expect: "an email address",
    example: "you@your.domain",
    check: emailCheck,
  },
  {
    key: "siteUrl",
    flag: "site-url",
    prompt: "Site URL (https://…)",
    expect: "an absolute http(s) URL",
    example: "https://your.domain",
    check: siteUrlProblem,
  },
];

/** The message for a bad `--flag` value: what is wrong, and what to pass instead. */
export function flagProblem(field: Field, problem: string): string {
  return `--${field.flag} ${problem}: pass ${field.expect} such as --${field.flag} ${field.example}`;
}

/** The message for a bad answer to a prompt. */
function answerProblem(field: Field, problem: string): string {
  const subject = problem.startsWith('"') ? "" : "That ";
  return `${subject}${problem}: enter ${field.expect} such as ${field.example}`;
}

/** The loader's rule for text (not empty), and one line, as YAML titles want. */
function textCheck(value: string): string | undefined {
  if (!ProfileFile.shape.name.safeParse(value).success) return "is empty";
  if (/[\r\n]/.test(value)) return "has a line break";
}

/** The loader's own rule for an address, so that init never writes one it would refuse. */
function emailCheck(value: string): string | undefined {
  if (!ContactFile.shape.hiring_and_freelance.safeParse(value.trim()).success) {
    return `"${value}" is not an email address`;
  }
}

/**
 * Asks for `field` until the answer passes its check; undefined when input
 * ends. A `fallback` is shown in brackets and taken for an empty answer, never
 * prefilled: `prompt`'s default would be edited text, so typing would append
 * to it ("Mira ExampleStudio M").
 */
export function ask(field: Field, fallback?: string): string | undefined {
  while (true) {
    const hint = fallback ? ` [${fallback}]` : ` (such as ${field.example})`;
    let answer = prompt(`${field.prompt}${hint}:`);
    if (answer === null) return undefined;
    if (!answer.trim() && fallback) answer = fallback;
    const problem = field.check(answer);
    if (!problem) return answer.trim();
    console.error(answerProblem(field, problem));
  }
}
