import { istDate } from "@safar/domain/ist";
import { Link } from "react-router";
import { clockContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { GUIDES, type GuidesMessages } from "../../i18n/guides.ts";
import { LIVE } from "../../i18n/live-status.ts";
import { PNR } from "../../i18n/pnr.ts";
import { translated, useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { SEO_CONTENT_PAGES } from "../../lib/route-table.ts";
import { pageSeo } from "../../lib/seo.ts";
import { LiveStatusHomeSections } from "../live-status/live-status-home-sections.tsx";
import { PnrHomeSections } from "../pnr/pnr-home-sections.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/content-page";
import { type ContentBlock, contentPage, linkParts, structuredData } from "./content-pages.ts";
import { contentPageHi, HINDI_GUIDES } from "./content-pages-hi.ts";
import "./content-page.css";

/** The twelve SEO content pages under /trains/ (one route entry each, this one module). */
export const handle = {} satisfies RouteHandle;

export function loader({ url, context, request }: Route.LoaderArgs) {
  const slug = url.pathname.split("/").filter(Boolean).at(-1) ?? "";
  const locale = localeOf(request);
  const page = contentPage(slug, locale);
  if (!page) notFound();
  // In Hindi only where the guide has its Hindi copy (ADR 028); else all English.
  const translated = HINDI_GUIDES.has(page.slug);
  const hindi = locale === "hi" && translated;
  const lang = (path: string) => (hindi ? `${path}?lang=hi` : path);
  const seo = pageSeo(url, { title: page.title, description: page.description, translated });
  const related = page.related.map((r) => {
    const other = hindi ? contentPageHi(r) : null;
    return other
      ? { href: lang(`/trains/${r}`), text: other.title }
      : { href: `/trains/${r}`, text: SEO_CONTENT_PAGES.find((p) => p.slug === r)?.title ?? r };
  });
  // Section ids from the English headings: a Hindi heading makes no id of its own.
  const sectionIds = (contentPage(page.slug)?.sections ?? page.sections).map((s) => s.heading);
  return {
    seo,
    sectionIds,
    // The PNR and live-status landing pages show those screens' forms: their words.
    messages: {
      ...GUIDES[hindi ? "hi" : "en"],
      ...(page.landing === "pnr"
        ? PNR[locale]
        : page.landing === "live-status"
          ? LIVE[locale]
          : {}),
    },
    page,
    hindi,
    related,
    home: lang("/trains"),
    links: [lang("/trains"), lang("/trains/check-pnr"), lang("/trains/check-lts")] as const,
    origin: url.origin,
    today: istDate(context.get(clockContext)()),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

function Rich({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, i) =>
        "href" in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static copy
          <Link key={i} to={part.href}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function Block({ block }: { block: ContentBlock }) {
  if (typeof block === "string") {
    return (
      <p>
        <Rich text={block} />
      </p>
    );
  }
  if ("list" in block || "steps" in block) {
    const items = "list" in block ? block.list : block.steps;
    const List = "list" in block ? "ul" : "ol";
    return (
      <List className="guide__list">
        {items.map((item) => (
          <li key={item}>
            <Rich text={item} />
          </li>
        ))}
      </List>
    );
  }
  const { table } = block;
  return (
    <div className="guide__table-wrap">
      <table className="guide__table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join("|")}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={cell} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed table
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, origin, hindi, related, home, links, sectionIds } = loaderData;
  const t = useMessages<GuidesMessages>();
  return (
    <Screen
      title={page.heading}
      lead={page.intro}
      className="guide"
      above={
        <nav aria-label={t.guide_breadcrumb} className="breadcrumb">
          <Link to={home}>{t.guide_trains}</Link> <span aria-hidden="true">›</span> {page.heading}
        </nav>
      }
    >
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, not markup
        dangerouslySetInnerHTML={{
          __html: structuredData(origin, page.slug, page.heading, page.faq, hindi),
        }}
      />
      {page.landing === "pnr" ? <PnrHomeSections /> : null}
      {page.landing === "live-status" ? <LiveStatusHomeSections today={loaderData.today} /> : null}
      {page.sections.map((section, i) => (
        <Section key={section.heading} name={section.heading} id={sectionIds[i] ?? section.heading}>
          {section.blocks.map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static copy
            <Block key={i} block={block} />
          ))}
        </Section>
      ))}
      {page.faq.length > 0 ? (
        <Section name={translated(t, "Frequently asked questions")} id="Frequently asked questions">
          <dl className="guide__faq">
            {page.faq.map((f) => (
              <div key={f.q}>
                <dt>{f.q}</dt>
                <dd>
                  <Rich text={f.a} />
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      <Section name={translated(t, "More guides")} id="More guides">
        <LinkList
          plain
          links={[
            ...related,
            { href: links[0], text: t.guide_searchTrains },
            { href: links[1], text: t.guide_checkPnr },
            { href: links[2], text: t.guide_liveStatus },
          ]}
        />
      </Section>
    </Screen>
  );
}
