/**
 * `deno task docs`: writes docs/content.md, the reference of every file and
 * field in `content/`, from the content schema itself (lib/content/file_schemas/,
 * through zod's `z.toJSONSchema`): each field's type, whether it is required,
 * an example and where it is published come from the field's metadata, so the
 * reference cannot drift. `build/content_docs_test.ts` fails when a field has
 * no metadata or when docs/content.md differs from what this writes.
 *
 * @example
 * ```sh
 * deno task docs   # rewrites docs/content.md
 * ```
 */
// @ts-types="@types/js-yaml"
import { dump } from "js-yaml";
import { z } from "zod";
import {
  ArticleFile,
  ContactFile,
  FaqFile,
  ProfileFile,
  ProjectFile,
  ProofFile,
  ServicesFile,
  SiteFile,
  TestimonialsFile,
} from "../lib/content/file_schemas/mod.ts";

/** One file of content/, its schema and what its body (after the front matter) holds. */
interface ContentFileDoc {
  path: string;
  required: boolean;
  what: string;
  schema?: z.ZodType;
  body?: string;
}

/** Every file of content/, in the order an owner writes them. */
export const FILES: ContentFileDoc[] = [
  {
    path: "site.yaml",
    required: true,
    what: "The site's name and tagline, and the order, titles and descriptions of all pages.",
    schema: SiteFile,
  },
  {
    path: "profile.md",
    required: true,
    what: "Who you are, in front matter.",
    schema: ProfileFile,
    body: "A short bio (Markdown): the about page, the API's profile, the CV's summary.",
  },
  {
    path: "projects/<slug>.md",
    required: true,
    what:
      "One project each (at least one); the file's name is its slug and address, `/work/<slug>/`.",
    schema: ProjectFile,
    body: "Its case study (Markdown), at `/work/<slug>/`, in the API and the MCP server.",
  },
  {
    path: "services.md",
    required: true,
    what: "The services offered and their prices, in front matter only.",
    schema: ServicesFile,
  },
  {
    path: "faq.md",
    required: true,
    what: "Questions and answers, in front matter only.",
    schema: FaqFile,
  },
  {
    path: "contact.md",
    required: true,
    what: "The addresses a client writes to, in front matter only.",
    schema: ContactFile,
  },
  {
    path: "testimonials.md",
    required: false,
    what: "Clients' words for the home page, in front matter only.",
    schema: TestimonialsFile,
  },
  {
    path: "proof.yaml",
    required: false,
    what:
      "Written by `deno task check:proof`, not by hand: when each testimonial's, credential's and client's link was visited, its status, and whether the quoted name appears there. Pages say “checked on <date>” after a link that passed; `deno task check` warns when it is missing or older than 90 days.",
    schema: ProofFile,
  },
  {
    path: "articles/<slug>.md",
    required: false,
    what:
      "One article each; the file's name is its slug and address, `/writing/<slug>/`, listed newest first on `/writing/` (when `site.yaml` lists that page), on the home page (the latest three) and in the feeds, `/feed.xml` (Atom) and `/feed.json` (JSON Feed), each language's at its prefix.",
    schema: ArticleFile,
    body:
      "The article (Markdown): its page with its reading time, share card, `Article` JSON-LD and the previous and next articles; its Markdown in the API, the MCP server and search.",
  },
  {
    path: "pages/<file>.md",
    required: true,
    what: "The text of each page listed in `site.yaml` (Markdown, no front matter).",
  },
  {
    path: "images/<name>",
    required: false,
    what:
      "The pictures the files above name: SVG, PNG, JPEG, WebP or AVIF, up to `IMAGE_MAX_BYTES` (25 MiB) each; every other file up to `CONTENT_MAX_BYTES` (1 MiB).",
  },
];

/** A property of a JSON Schema as `z.toJSONSchema` writes it, with the content's metadata. */
interface Json {
  type?: string;
  format?: string;
  description?: string;
  examples?: unknown[];
  appears?: string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  const?: unknown;
}

/** One row of a file's table. */
export interface FieldRow {
  field: string;
  type: string;
  required: boolean;
  description?: string;
  example?: unknown;
  appears?: string[];
}

function typeOf(schema: Json): string {
  if (schema.type === "array") {
    const item = schema.items ?? {};
    return item.type === "object" ? "list of objects" : `list of ${typeOf(item)}`;
  }
  if (schema.type === "string") {
    if (schema.format === "email") return "email address";
    if (schema.format === "uri") return "URL";
    return "text";
  }
  if (schema.type === "integer") return "whole number";
  if (schema.type === "boolean") return schema.const === true ? "true" : "true or false";
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" or ");
  if (schema.type === "object") return "object";
  return schema.type ?? "any";
}

/** Every field of `schema`, depth first; list items' fields as `list[].field`. */
export function fieldRows(schema: z.ZodType): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (object: Json, prefix: string) => {
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const field = prefix + name;
      rows.push({
        field,
        type: typeOf(property),
        required: object.required?.includes(name) ?? false,
        description: property.description,
        example: exampleFor(property),
        appears: property.appears,
      });
      if (property.type === "object") walk(property, `${field}.`);
      if (property.type === "array" && property.items?.type === "object") {
        walk(property.items, `${field}[].`);
      }
    }
  };
  walk(z.toJSONSchema(schema, { io: "input" }) as Json, "");
  return rows;
}

/** The example of `property`; an object's without one is made of its required fields' examples. */
function exampleFor(property: Json): unknown {
  if (property.examples?.length) return property.examples[0];
  if (property.type === "array" && property.items?.type === "object") {
    return [exampleFor(property.items)];
  }
  if (property.type !== "object") return undefined;
  const required = property.required ?? [];
  return Object.fromEntries(required.map((name) => [name, exampleFor(property.properties![name])]));
}

/** A YAML line for `field: example`, as the owner would write it. */
function exampleOf(field: string, example: unknown): string {
  const key = field.slice(field.lastIndexOf(".") + 1).replace("[]", "");
  return dump({ [key]: example }, { flowLevel: 1, lineWidth: -1 }).trim();
}

/** A Markdown table cell: pipes escaped, on one line (docs/i18n.md uses it too). */
export function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("\n", " ");
}

/** docs/content.md, made from the schema. */
export function contentDocs(): string {
  const out = [
    "# Content reference",
    "",
    "<!-- Written by `deno task docs` (build/content_docs.ts) from lib/content/file_schemas/: edit the schema's metadata, not this file. -->",
    "",
    "Everything the site publishes comes from `content/`: Markdown files with YAML front matter, one",
    "YAML file and pictures. `deno task check` validates all of it; a field not listed here is an",
    "error. **Appears in** says where a field is published: `page` (the website, and each page as",
    "Markdown), `API` (`/api/v1`), `MCP` (the `/mcp` tools), `JSON-LD` (structured data in pages),",
    "`CV` (`/cv/` and `/resume.json`), `catalogs` (`/llms.txt` and the other discovery files).",
    "",
    "## Files",
    "",
    "| file | required | what it holds |",
    "| --- | --- | --- |",
    ...FILES.map((f) =>
      `| \`${f.path}\` | ${f.required ? "yes" : "no"} | ${cell(f.what)}${
        f.body ? ` Body: ${cell(f.body)}` : ""
      } |`
    ),
  ];
  for (const file of FILES) {
    if (!file.schema) continue;
    out.push("", `## \`${file.path}\``, "", file.what, "");
    if (file.body) out.push(`Body: ${file.body}`, "");
    out.push("| field | type | required | what it is | example | appears in |");
    out.push("| --- | --- | --- | --- | --- | --- |");
    for (const row of fieldRows(file.schema)) {
      out.push(
        `| \`${row.field}\` | ${row.type} | ${row.required ? "yes" : "no"} | ${
          cell(row.description ?? "")
        } | \`${cell(exampleOf(row.field, row.example))}\` | ${(row.appears ?? []).join(", ")} |`,
      );
    }
  }
  return out.join("\n") + "\n";
}

/** Where `deno task docs` writes the reference. */
export const CONTENT_DOCS = new URL("../docs/content.md", import.meta.url);

if (import.meta.main) {
  await Deno.writeTextFile(CONTENT_DOCS, contentDocs());
  console.log("Wrote docs/content.md");
}
