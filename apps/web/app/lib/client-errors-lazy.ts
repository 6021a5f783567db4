type ClientErrors = typeof import("./client-errors.ts");

let loading: Promise<ClientErrors> | null = null;

function load(): Promise<ClientErrors> {
  loading ??= import("./client-errors.ts").catch((error: unknown) => {
    // Offline, or the chunk is gone: the next call tries again.
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Error reporting, loaded at its first use (W3: not in the first-load
 * JavaScript). When its chunk cannot be loaded (the connection dropped) the
 * call is dropped quietly: a report could not have been sent either, and an
 * error about error reporting must never reach the page.
 */
export function withClientErrors(use: (module: ClientErrors) => void): void {
  void clientErrorsModule().then((module) => {
    if (module) use(module);
  });
}

/** The error-reporting module, or null when its chunk cannot be loaded now (never rejects). */
export function clientErrorsModule(): Promise<ClientErrors | null> {
  return load().catch(() => null);
}
