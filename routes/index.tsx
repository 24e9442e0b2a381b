import { link } from "../lib/content/links.ts";
import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { featuredProjects } from "../lib/site/featured.ts";
import { hasPage } from "../lib/content/page_path.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { CallToAction } from "../components/CallToAction.tsx";
import { ExternalLink, Facts, Tags } from "../components/Facts.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { Picture } from "../components/Picture.tsx";
import { ProjectCard } from "../components/ProjectCard.tsx";
import { Testimonial } from "../components/Testimonials.tsx";

export const handler = { GET: renderPage };

/**
 * The home page, in the order a client decides: the outcome and for whom
 * (the owner's headline, the name under it), what they get, one line of
 * proof and whether the owner is free (one primary call to action), all on
 * the first screen; then more proof (work with covers and
 * outcomes, then what clients said), then the owner's own words beside the
 * next step.
 */
export default function Home({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { profile } = site.raw;
  const { t } = siteMessages(site);
  const primary = hasPage(site, "/contact/") ? link(site, "/contact/") : undefined;
  return (
    <>
      <div class="hero-grid">
        <section class="hero">
          {profile.headline
            ? (
              <>
                <h1 class="headline">{profile.headline}</h1>
                <p class="byline">
                  <strong>{profile.name}</strong> · {profile.role} · {profile.location}
                </p>
              </>
            )
            : (
              <>
                <p class="eyebrow">{profile.role} · {profile.location}</p>
                <h1>{profile.name}</h1>
              </>
            )}
          <p class="lead">{profile.offer ?? site.tagline}</p>
          {profile.proof && <p class="proof">{profile.proof}</p>}
          {profile.availability && (
            <p class="availability">
              <span class="dot" aria-hidden="true"></span>
              {profile.availability}
            </p>
          )}
          {(primary || hasPage(site, "/work/")) && (
            <p class="actions">
              {primary && <a class="button" href={primary}>{t("cta.start")}</a>}
              {hasPage(site, "/work/") && (
                <a class={primary ? "button secondary" : "button"} href={link(site, "/work/")}>
                  {t("cta.seeWork")}
                </a>
              )}
            </p>
          )}
        </section>
        <aside class="card hero-card" aria-labelledby="glance-heading">
          {profile.portrait && (
            <Picture site={site} image={profile.portrait} class="portrait" eager sizes="6rem" />
          )}
          <h2 id="glance-heading">{t("facts.glance")}</h2>
          <Facts
            facts={[
              { label: t("facts.freelance"), value: profile.freelance },
              {
                label: t("facts.worksWith"),
                value: <Tags items={profile.stack} label={t("facts.stack")} />,
              },
              {
                label: t("facts.elsewhere"),
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
      <section class="section" aria-labelledby="work-heading">
        <h2 id="work-heading">{t("home.selectedWork")}</h2>
        <ul class="cards work-cards">
          {featuredProjects(site.raw.projects).map((project) => (
            <li key={project.slug}>
              <ProjectCard site={site} project={project} />
            </li>
          ))}
        </ul>
      </section>
      {site.raw.testimonials.length > 0 && (
        <section class="section" aria-labelledby="praise-heading">
          <h2 id="praise-heading">{t("home.clientsSay")}</h2>
          <ul class="testimonials">
            {site.raw.testimonials.map((item) => (
              <li key={item.name + item.quote}>
                <Testimonial item={item} source={t("work.testimonialSource")} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div class="with-aside section">
        <Markdown source={page.body} site={site} />
        <CallToAction
          site={site}
          id="next-step-heading"
          title={t("cta.start")}
          subject={t("cta.inquirySubject", { name: profile.name })}
        />
      </div>
    </>
  );
}
