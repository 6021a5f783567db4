import { slugify } from "@safar/domain/slug";
import type { ReactNode } from "react";

/** The id of a section's heading, from its name (names are unique within a screen). */
export function sectionId(name: string): string {
  return `section-${slugify(name)}`;
}

/**
 * A named section of a screen: a `<section>` labelled by its `<h2>`. Styled
 * by the screen's stylesheet (`routes/shared/screen.css`, loaded with `Screen`).
 */
export function Section({
  name,
  id: idName,
  children,
}: {
  name: string;
  /** The name the id is made from when `name` is not English (a Hindi heading, ADR 028). */
  id?: string;
  children: ReactNode;
}) {
  const id = sectionId(idName ?? name);
  return (
    <section className="screen-section" aria-labelledby={id}>
      <h2 id={id} className="screen-section__title">
        {name}
      </h2>
      {children}
    </section>
  );
}
