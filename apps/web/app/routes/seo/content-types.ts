import type { SeoContentSlug } from "../../lib/route-table.ts";

/** The shape of a guide's copy, in either language (`content-pages.ts`, `content-pages-hi.ts`). */

export interface ContentTable {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}

export type ContentBlock =
  | string
  | { list: readonly string[] }
  | { steps: readonly string[] }
  | { table: ContentTable };

export interface ContentSection {
  heading: string;
  blocks: readonly ContentBlock[];
}

export interface Faq {
  q: string;
  a: string;
}

export interface ContentPageCopy {
  slug: SeoContentSlug;
  title: string;
  description: string;
  heading: string;
  intro: string;
  landing?: "pnr" | "live-status";
  sections: readonly ContentSection[];
  faq: readonly Faq[];
  related: readonly SeoContentSlug[];
}
