import type { Quote } from "../lib/site/pages/doc.ts";

/**
 * One client's words, as a figure with a blockquote and who said them;
 * `source` names the link to where they were published, in the site's language.
 */
export function Testimonial({ item, source }: { item: Quote; source: string }) {
  const company = item.company && item.url
    ? <a href={item.url} rel="noopener">{item.company}</a>
    : item.company;
  const who = [item.role, company].filter(Boolean).flatMap((w, i) => (i > 0 ? [", ", w] : [w]));
  return (
    <figure class="testimonial">
      <blockquote>
        <p>{item.quote}</p>
      </blockquote>
      <figcaption>
        <span class="testimonial-name">{item.name}</span>
        {who.length > 0 && <span class="testimonial-role">{who}</span>}
        {item.source && <a class="testimonial-source" href={item.source} rel="noopener">{source}
        </a>}
      </figcaption>
    </figure>
  );
}
