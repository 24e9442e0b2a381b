import type { PageProps } from "../lib/server/types.ts";
import { type PageData, renderPage } from "../lib/web.ts";
import { Markdown } from "../components/Markdown.tsx";

export const handler = { GET: renderPage };

export default function Home({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { profile } = site;
  return (
    <>
      <section class="hero">
        <p class="eyebrow">{profile.role} · {profile.location}</p>
        <h1>{profile.name}</h1>
        <p class="lead">{site.tagline}</p>
        {profile.looking_for && <p class="availability">{profile.looking_for}</p>}
        <p class="actions">
          <a class="button" href="/contact/">Get in touch</a>
          <a class="button secondary" href="/work/">See the work</a>
        </p>
      </section>
      <Markdown source={page.body} />
      <section aria-labelledby="work-heading">
        <h2 id="work-heading">Selected work</h2>
        <ul class="cards">
          {site.projects.map((p) => (
            <li class="card">
              <h3>
                <a href={`/work/${p.slug}/`}>{p.name}</a>
              </h3>
              <p>{p.summary}</p>
              <p class="status">{p.status}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
