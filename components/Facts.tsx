import { linkText } from "../lib/site/pages/facts.ts";

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
