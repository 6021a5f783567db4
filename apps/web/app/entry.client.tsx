import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { chunkRetryInstrumentation } from "./lib/chunk-retry.ts";
import { isHydrationMismatch, reportClientError } from "./lib/client-errors.ts";
import { reloadOnceAfterRenderFailure } from "./lib/first-load.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { shell } from "./lib/shell-store.ts";

// The browser hides the nonce attribute after parsing but keeps the property;
// rendering with the same value keeps hydration identical to the server's HTML.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

// Route modules of a navigation are loaded with retries (spec §8 "Chunk loading").
const instrumentations = [
  chunkRetryInstrumentation({
    onStart: () => shell.setRouteLoading(true),
    onSettled: () => shell.setRouteLoading(false),
    onFailure(error, href) {
      reportClientError("chunk", error, { chunkType: error.type });
      shell.showErrorModal({
        title: ERROR_MESSAGES.oops,
        message: ERROR_MESSAGES.try_again,
        buttonText: "Try again",
        action: () => window.location.assign(href),
      });
    },
  }),
];

function isHydrationError(error: unknown): boolean {
  return isHydrationMismatch(error) || isHydrationMismatch((error as { cause?: unknown })?.cause);
}

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
        reportClientError("render", error, { componentStack: info.componentStack });
        reloadOnceAfterRenderFailure();
      },
      onUncaughtError(error, info) {
        console.error(error);
        reportClientError("uncaught", error, { componentStack: info.componentStack });
        reloadOnceAfterRenderFailure();
      },
      // Hydration mismatches are recovered by React and never reported (spec §8).
      onRecoverableError(error, info) {
        if (isHydrationError(error)) return;
        reportClientError("recoverable", error, { componentStack: info.componentStack });
      },
    },
  );
});
