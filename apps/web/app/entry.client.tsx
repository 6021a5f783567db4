import { GENERIC_MESSAGES } from "@safar/contracts/generic-messages";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { reportClientError as ReportClientError } from "./lib/client-errors.ts";
import { clientErrorsModule, withClientErrors } from "./lib/client-errors-lazy.ts";
import { markHydrationStarted } from "./lib/early-clicks.ts";
import { reloadOnceAfterRenderFailure } from "./lib/first-load.ts";
import { chunkRetryInstrumentation } from "./lib/navigation-retry.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { whenRouteModulesReady } from "./lib/route-modules-ready.ts";
import { shell } from "./lib/shell-store.ts";

// The browser hides the nonce attribute after parsing but keeps the property;
// rendering with the same value keeps hydration identical to the server's HTML.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

// Error reporting is loaded at its first use (W3: not in the first-load JavaScript).
async function reportClientError(...args: Parameters<typeof ReportClientError>): Promise<void> {
  (await clientErrorsModule())?.reportClientError(...args);
}

// Route modules of a navigation are loaded with retries (spec §8 "Chunk loading").
const instrumentations = [
  chunkRetryInstrumentation({
    onStart: () => shell.setRouteLoading(true),
    onSettled: () => shell.setRouteLoading(false),
    onFailure(error, href) {
      void reportClientError("chunk", error, { chunkType: error.type });
      shell.showErrorModal({
        title: GENERIC_MESSAGES.oops,
        message: GENERIC_MESSAGES.try_again,
        buttonText: "Try again",
        action: () => window.location.assign(href),
      });
    },
  }),
];

whenRouteModulesReady(() => {
  // From here React handles clicks itself; earlier ones are replayed once hydrated (ADR 010).
  markHydrationStarted();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={nonce}>
          <HydratedRouter instrumentations={instrumentations} />
        </NonceProvider>
      </StrictMode>,
      {
        // Render errors caught by an error boundary: report, and on first load reload once.
        onCaughtError(error, info) {
          console.error(error);
          // The report goes before the reload.
          void reportClientError("render", error, { componentStack: info.componentStack }).then(
            reloadOnceAfterRenderFailure,
          );
        },
        onUncaughtError(error, info) {
          console.error(error);
          void reportClientError("uncaught", error, { componentStack: info.componentStack }).then(
            reloadOnceAfterRenderFailure,
          );
        },
        // Hydration mismatches are recovered by React and never reported (spec §8).
        onRecoverableError(error, info) {
          withClientErrors(({ isHydrationMismatch, reportClientError }) => {
            const cause = (error as { cause?: unknown })?.cause;
            if (isHydrationMismatch(error) || isHydrationMismatch(cause)) return;
            reportClientError("recoverable", error, { componentStack: info.componentStack });
          });
        },
      },
    );
  });
});
