import { cloneElement, type ReactNode, useContext } from "react";
import { Links, UNSAFE_FrameworkContext } from "react-router";
import { mapElements } from "./elements.ts";

/**
 * React Router's `<Links>`, with the root route's stylesheets linked under
 * their plain address.
 *
 * React Router writes a stylesheet that a lazy chunk also imports as
 * `…/x.css#`, so that a route's link and the one Vite's preload helper adds
 * for the chunk are separate elements (one can go with its route while the
 * chunk still needs the other). The root's stylesheets (the entry's) are
 * imported by every lazy chunk, through the shell, and the root never goes,
 * so the helper's copy was only waste: a second request, and a second style
 * calculation of the whole page when the first lazy chunk arrived (≈ 20 ms on
 * the results page, W2). Under their plain address the helper finds them and
 * adds nothing.
 */
export function RootLinks(props: Parameters<typeof Links>[0]): ReactNode {
  const rootCss = useContext(UNSAFE_FrameworkContext)?.manifest.routes.root?.css ?? [];
  // `Links` is a function component; calling it here runs its hooks as part
  // of this component, every render, in the same order.
  const rendered = Links(props);
  if (rootCss.length === 0) return rendered;
  const plain = new Set(rootCss.filter((href) => href.endsWith("#")));
  return mapElements(rendered, (element) => {
    const { rel, href } = element.props;
    if (element.type !== "link" || rel !== "stylesheet" || typeof href !== "string")
      return undefined;
    return plain.has(href) ? cloneElement(element, { href: href.slice(0, -1) }) : element;
  });
}
