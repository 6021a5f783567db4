import { cloneElement, isValidElement, type ReactNode, useContext } from "react";
import { Links, UNSAFE_FrameworkContext } from "react-router";

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
  const visit = (node: ReactNode): ReactNode => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isValidElement<{ rel?: unknown; href?: unknown; children?: ReactNode }>(node)) return node;
    const { rel, href, children } = node.props;
    if (
      node.type === "link" &&
      rel === "stylesheet" &&
      typeof href === "string" &&
      plain.has(href)
    ) {
      return cloneElement(node, { href: href.slice(0, -1) });
    }
    if (children !== undefined) {
      // Positional again, as `<Links>` passes its fragment's children: no keys needed.
      const visited = visit(children);
      return cloneElement(node, undefined, ...(Array.isArray(visited) ? visited : [visited]));
    }
    return node;
  };
  return visit(rendered);
}
