import type { CredentialRow } from "../lib/site/pages/facts.ts";

/**
 * The owner's certifications, talks and publications: each name links to
 * where anyone can check it, with its issuer and date. The same rows as the
 * page's Markdown (`credentialsMarkdown`).
 */
export function Credentials({ rows }: { rows: CredentialRow[] }) {
  if (!rows.length) return null;
  return (
    <ul class="credentials">
      {rows.map((c) => (
        <li key={c.url}>
          <span class="credential-kind">{c.kind}:</span> <a href={c.url}>{c.name}</a>, {c.issuer},
          {" "}
          <time dateTime={c.date}>{c.shownDate}</time>
        </li>
      ))}
    </ul>
  );
}
