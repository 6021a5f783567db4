import { cloneElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { EARLY_CLICKS, HYDRATION_STARTED } from "../lib/early-clicks.ts";
import { ROUTE_MODULES_EVENT } from "../lib/route-modules-ready.ts";
import { useShellHandle } from "../lib/shell-handle.ts";
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
 * A page whose route asks for it (`handle.hydrate: "intent"`, ADR 010) is
 * fetched the same way but runs its JavaScript only at the first sign of
 * intent: see `afterFirstPaint`.
 *
 * Anything this does not recognise (the development server's HMR import, a
 * future change of React Router's script) is left exactly as React Router
 * wrote it.
 */
export function ScriptsAfterPaint(props: Parameters<typeof Scripts>[0]): ReactNode {
  // `Scripts` is a function component; calling it here runs its hooks as part
  // of this component, every render, in the same order.
  const rendered = Scripts(props);
  const { hydrate } = useShellHandle();
  // The browser renders React Router's elements as they are, and none of the
  // rewriting code is in its bundle (W3): React leaves an inline script's text
  // as the server wrote it (React Router marks it `suppressHydrationWarning`),
  // and a `<link rel="modulepreload">` is a hoistable element, which React
  // adds to <head> rather than hydrates in place (for modules already loaded
  // by then: no request).
  if (!import.meta.env.SSR) return rendered;
  const preloads: string[] = [];
  collectPreloads(rendered, preloads);
  return preloads.length ? rewrite(rendered, preloads, hydrate === "intent") : rendered;
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
 */
function rewrite(rendered: ReactNode, preloads: string[], onIntent: boolean): ReactNode {
  const original = moduleScriptCode(rendered);
  if (original === undefined) return rendered;
  const code = afterFirstPaint(original, preloads, { onIntent });
  if (code === original) return rendered;
  return mapElements(rendered, (element) => {
    if (isModulePreload(element)) return null;
    if (isModuleScript(element)) {
      return cloneElement(element, { dangerouslySetInnerHTML: { __html: code } });
    }
    return undefined;
  });
}

const STATIC_NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from ("[^"\n]+");[ \t]*$/gm;
/** A static import other than `import * as x from "…"` (`import()` is not one). */
const OTHER_STATIC_IMPORT = /^\s*import\s*(?!\(|\* as )\S/m;

/** Whether `afterFirstPaint` rewrites this script: route modules imported as namespaces and no other static import. */
export function isRewritable(code: string): boolean {
  return /^import \* as [A-Za-z_$][\w$]* from "/m.test(code) && !OTHER_STATIC_IMPORT.test(code);
}

/**
 * The events that show a traveller is about to use the page (ADR 010): a
 * touch, a pointer or the mouse over it, a key, focus moving into it, a
 * scroll, and a click (a screen reader's activation may send nothing else).
 */
export const INTENT_EVENTS = [
  "pointerdown",
  "touchstart",
  "mouseover",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
  "click",
] as const;

/**
 * The part of the script that, on a page hydrated on intent, keeps the
 * clicks made before hydration (lib/early-clicks.ts): on a `<button
 * type="button">` (menus, sheets: nothing happens without JavaScript), and on
 * an element marked `data-replay`, a link the hydrated page handles another
 * way, which is stopped here and followed after all should the JavaScript
 * fail to load (`FOLLOW_KEPT_LINKS`). Other links and submit buttons keep their
 * own behaviour (they navigate, the form posts).
 */
function keepEarlyClicks(): string[] {
  return [
    `const early = (window.${EARLY_CLICKS} = []);`,
    'window.addEventListener("click", (event) => {',
    `  const control = !window.${HYDRATION_STARTED} && event.target instanceof Element && event.target.closest('button[type="button"], [data-replay]');`,
    "  if (!control) return;",
    "  early.push(control);",
    '  if (control.hasAttribute("data-replay")) event.preventDefault();',
    "}, true);",
    "const intent = new Promise((done) => {",
    `  const events = ${JSON.stringify(INTENT_EVENTS)};`,
    "  const go = () => {",
    "    for (const type of events) window.removeEventListener(type, go, true);",
    "    done();",
    "  };",
    "  for (const type of events) window.addEventListener(type, go, { capture: true, passive: true });",
    "});",
  ];
}

/** When the page's modules fail to load: a stopped link is followed after all. */
const FOLLOW_KEPT_LINKS =
  "(error) => { const link = early.find((control) => control.href); if (link) window.location.assign(link.href); throw error; }";

/**
 * React Router's inline module script, rewritten to start its imports after
 * the first frame: `import * as routeN from "…";` becomes one awaited
 * `Promise.all` of `import()` calls (same modules, same bindings), preceded by
 * a wait for a frame and the preload links. Returns `code` unchanged when it
 * holds any other static import.
 *
 * With `onIntent` (ADR 010) the modules are still preloaded after the first
 * frame (fetched and compiled, so the first interaction does not wait for
 * the network), but imported, so evaluated and hydrated, only after the first
 * of `INTENT_EVENTS`. Until then the page is its server HTML: links
 * navigate, forms post, and clicks on JavaScript-only buttons are replayed
 * once it has hydrated.
 */
export function afterFirstPaint(
  code: string,
  preloads: string[],
  { onIntent = false }: { onIntent?: boolean } = {},
): string {
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
    ...(onIntent ? keepEarlyClicks() : []),
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
    ...(onIntent ? ["await intent;"] : []),
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers
      .map((s) => `import(${s})`)
      .join(", ")}])${onIntent ? `.catch(${FOLLOW_KEPT_LINKS})` : ""};`,
    rest.trim(),
    // The entry's chunk may already have run, as a route module's dependency (lib/route-modules-ready.ts).
    `window.dispatchEvent(new Event(${JSON.stringify(ROUTE_MODULES_EVENT)}));`,
  ].join("\n");
}
