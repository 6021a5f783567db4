import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * Walking the elements a React Router component returned (`<Scripts>`,
 * `<Links>`) to adjust some of them: arrays, fragments and elements with
 * children are entered.
 */
export type Element = ReactElement<Record<string, unknown>>;

function childrenOf(node: Element): ReactNode {
  return node.props.children as ReactNode;
}

/** Calls `visit` for every element, outermost first. */
export function forEachElement(node: ReactNode, visit: (element: Element) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) forEachElement(child, visit);
    return;
  }
  if (!isValidElement<Record<string, unknown>>(node)) return;
  visit(node);
  forEachElement(childrenOf(node), visit);
}

/**
 * The same tree with some elements replaced: `replace` returns what goes in
 * an element's place (`null` drops it), or `undefined` to keep it and enter
 * its children. Children go back positionally, as React Router passes them,
 * so they need no keys.
 */
export function mapElements(
  node: ReactNode,
  replace: (element: Element) => ReactNode | undefined,
): ReactNode {
  if (Array.isArray(node)) return node.map((child) => mapElements(child, replace));
  if (!isValidElement<Record<string, unknown>>(node)) return node;
  const replaced = replace(node);
  if (replaced !== undefined) return replaced;
  const children = childrenOf(node);
  if (children === undefined) return node;
  const mapped = mapElements(children, replace);
  return cloneElement(node, undefined, ...(Array.isArray(mapped) ? mapped : [mapped]));
}
