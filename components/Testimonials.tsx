/** What a client said, and who said it. */
export interface TestimonialData {
  quote: string;
  name: string;
  role?: string;
  company?: string;
}

/** One client's words, as a figure with a blockquote and who said them. */
export function Testimonial({ item }: { item: TestimonialData }) {
  const who = [item.role, item.company].filter(Boolean).join(", ");
  return (
    <figure class="testimonial">
      <blockquote>
        <p>{item.quote}</p>
      </blockquote>
      <figcaption>
        <span class="testimonial-name">{item.name}</span>
        {who && <span class="testimonial-role">{who}</span>}
      </figcaption>
    </figure>
  );
}
