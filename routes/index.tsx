import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { hasPage } from "../lib/site/page_path.ts";
import { ExternalLink, Facts, Tags } from "../components/Facts.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { ProjectCard } from "../components/ProjectCard.tsx";

export const handler = { GET: renderPage };

export default function Home({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { profile } = site;
  return (
    <>
      <div class="hero-grid">
        <section class="hero">
          <p class="eyebrow">{profile.role} · {profile.location}</p>
          <h1>{profile.name}</h1>
          <p class="lead">{site.tagline}</p>
          {profile.looking_for && (
            <p class="availability">
              <span class="dot" aria-hidden="true"></span>
              {profile.looking_for}
            </p>
          )}
          {(hasPage(site, "/contact/") || hasPage(site, "/work/")) && (
            <p class="actions">
              {hasPage(site, "/contact/") && <a class="button" href="/contact/">Get in touch</a>}
              {hasPage(site, "/work/") && (
                <a class="button secondary" href="/work/">See the work</a>
              )}
            </p>
          )}
        </section>
        <aside class="card hero-card" aria-labelledby="glance-heading">
          <h2 id="glance-heading">At a glance</h2>
          <Facts
            facts={[
              { label: "Freelance work", value: profile.freelance },
              { label: "Works with", value: <Tags items={profile.stack} label="Stack" /> },
              {
                label: "Elsewhere",
                value: (profile.github || profile.linkedin) && (
                  <span class="links">
                    <ExternalLink href={profile.github} /> <ExternalLink href={profile.linkedin} />
                  </span>
                ),
              },
            ]}
          />
        </aside>
      </div>
      <Markdown source={page.body} />
      <section class="section" aria-labelledby="work-heading">
        <h2 id="work-heading">Selected work</h2>
        <ul class="cards">
          {site.projects.map((project) => (
            <li key={project.slug}>
              <ProjectCard
                project={project}
                year={site.raw.projects.find((p) => p.slug === project.slug)?.year}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
