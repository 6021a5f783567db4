import { cloneElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { ROUTE_MODULES_EVENT } from "../lib/route-modules-ready.ts";
import { type Element, forEachElement, mapElements } from "./elements.ts";

/**
 * React Router's `<Scripts>`, with the page's JavaScript fetched only after
 * the first paint (ADR 009, W2).
 *
 * `<Scripts>` renders a `<link rel="modulepreload">` for the entry and every
 * module of the matched routes (React hoists them into `<head>`, ahead of the
 * stylesheets) and an inline module script that imports the route modules
 * statically, then the entry. On a slow connection that JavaScript (≈ 105 KiB)
 * shares the line with the two stylesheets the first paint waits for. The page
 * is complete and usable before any of it runs (server-rendered, forms that
 * post), so here the preload links are left out and the inline script waits
 * for the first frame, then adds the same preloads and imports the same
 * modules in the same order. The hand-off React Router expects
 * (`window.__reactRouterRouteModules` set before the entry runs) is unchanged.
 *
 * Anything this does not recognise (the development server's HMR import, a
 * future change of React Router's script) is left exactly as React Router
 * wrote it.
 */
export function ScriptsAfterPaint(props: Parameters<typeof Scripts>[0]): ReactNode {
  // `Scripts` is a function component; calling it here runs its hooks as part
  // of this component, every render, in the same order.
  const rendered = Scripts(props);
  const preloads: string[] = [];
  collectPreloads(rendered, preloads);
  return preloads.length ? rewrite(rendered, preloads) : rendered;
}

function isModulePreload(element: Element): boolean {
  return element.type === "link" && element.props.rel === "modulepreload";
}

function isModuleScript(element: Element): boolean {
  return element.type === "script" && element.props.type === "module";
}

function collectPreloads(rendered: ReactNode, out: string[]): void {
  forEachElement(rendered, (element) => {
    const href = element.props.href;
    if (isModulePreload(element) && typeof href === "string" && !out.includes(href)) out.push(href);
  });
}

function moduleScriptCode(rendered: ReactNode): string | undefined {
  let code: string | undefined;
  forEachElement(rendered, (element) => {
    const inner = element.props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
    if (code === undefined && isModuleScript(element) && typeof inner?.__html === "string") {
      code = inner.__html;
    }
  });
  return code;
}

/**
 * The module script with its imports after the first paint, and no preload
 * links (the script adds them); unchanged when the script is not one
 * `afterFirstPaint` understands.
 *
 * Only the server rewrites the script. The browser runs what the server
 * wrote, and React leaves an inline script's text alone when it hydrates
 * (React Router marks them `suppressHydrationWarning`), so the client renders
 * React Router's script as it is, without the links, and the rewriting code
 * stays out of the client bundle (W3).
 */
function rewrite(rendered: ReactNode, preloads: string[]): ReactNode {
  const original = moduleScriptCode(rendered);
  if (original === undefined) return rendered;
  let code = original;
  if (import.meta.env.SSR) {
    code = afterFirstPaint(original, preloads);
    if (code === original) return rendered;
  } else if (!isRewritable(original)) {
    return rendered;
  }
  return mapElements(rendered, (element) => {
    if (isModulePreload(element)) return null;
    if (code !== original && isModuleScript(element)) {
      return cloneElement(element, { dangerouslySetInnerHTML: { __html: code } });
    }
    return undefined;
  });
}

const STATIC_NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from ("[^"\n]+");[ \t]*$/gm;
/** A static import other than `import * as x from "…"` (`import()` is not one). */
const OTHER_STATIC_IMPORT = /^\s*import\s*(?!\(|\* as )\S/m;

/**
 * Whether `afterFirstPaint` rewrites this script: route modules imported as
 * namespaces and no other static import. Cheap, so the client, which never
 * rewrites, leaves the preload links out of exactly the pages the server does.
 */
export function isRewritable(code: string): boolean {
  return /^import \* as [A-Za-z_$][\w$]* from "/m.test(code) && !OTHER_STATIC_IMPORT.test(code);
}

/**
 * React Router's inline module script, rewritten to start its imports after
 * the first frame: `import * as routeN from "…";` becomes one awaited
 * `Promise.all` of `import()` calls (same modules, same bindings), preceded by
 * a wait for a frame and the preload links. Returns `code` unchanged when it
 * holds any other static import.
 */
export function afterFirstPaint(code: string, preloads: string[]): string {
  if (!isRewritable(code)) return code;
  const bindings: string[] = [];
  const specifiers: string[] = [];
  const rest = code.replace(STATIC_NAMESPACE_IMPORT, (_, binding: string, specifier: string) => {
    bindings.push(binding);
    specifiers.push(specifier);
    return "";
  });
  // A namespace import written some other way (no semicolon, single quotes) stays a static import.
  if (/^\s*import\s*(?!\()\S/m.test(rest)) return code;
  return [
    // A hidden tab paints nothing: start at once. Otherwise the frame's
    // callbacks run just before it is painted, and a task after that runs
    // once it has been.
    'await new Promise((done) => document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(done, 0)) : done());',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers
      .map((s) => `import(${s})`)
      .join(", ")}]);`,
    rest.trim(),
    // The entry's chunk may already have run, as a route module's dependency (lib/route-modules-ready.ts).
    `window.dispatchEvent(new Event(${JSON.stringify(ROUTE_MODULES_EVENT)}));`,
  ].join("\n");
}
