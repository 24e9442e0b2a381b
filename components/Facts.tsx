import type { ComponentChildren } from "preact";
import { linkText } from "../lib/site/pages/facts.ts";

/** One labelled fact; facts without a value (undefined, null, false or "") are left out. */
export interface Fact {
  label: string;
  value: ComponentChildren;
}

/** A description list of facts, such as a project's status, year and stack. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl class="facts">
      {facts.filter((f) => f.value != null && f.value !== "" && f.value !== false).map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Technologies as a list of tags. */
export function Tags({ items, label }: { items?: string[]; label: string }) {
  if (!items?.length) return null;
  return (
    <ul class="tags" aria-label={label}>
      {items.map((item) => <li key={item}>{item}</li>)}
    </ul>
  );
}

/** A link out of the site, showing its address without the scheme. */
export function ExternalLink({ href }: { href?: string }) {
  if (!href) return null;
  return <a href={href}>{linkText(href)}</a>;
}
