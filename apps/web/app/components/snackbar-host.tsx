import type { ShellMessages } from "../i18n/shell.ts";
import { translated, useMessages } from "../lib/i18n.ts";
import { type Snackbar, shell, useShell } from "../lib/shell-store.ts";
import { Icon } from "./ui/icon.tsx";

/**
 * The top snackbar (spec §4, §9). Both live regions stay in the page so
 * screen readers announce what appears in them: success politely, warnings,
 * errors and no-internet as alerts.
 */
export function SnackbarHost() {
  const snackbar = useShell((s) => s.snackbar);
  const polite = snackbar?.type === "success";
  return (
    <div className="snackbar-region">
      <div role="status" aria-atomic="true">
        {snackbar && polite ? <SnackbarView snackbar={snackbar} /> : null}
      </div>
      <div role="alert" aria-atomic="true">
        {snackbar && !polite ? <SnackbarView snackbar={snackbar} /> : null}
      </div>
    </div>
  );
}

function SnackbarView({ snackbar }: { snackbar: Snackbar }) {
  const t = useMessages<ShellMessages>();
  return (
    <div className={`snackbar snackbar--${snackbar.type}`} data-snackbar-type={snackbar.type}>
      {snackbar.type === "noInternet" ? <Icon name="offline" /> : null}
      <p className="snackbar__message">{translated(t, snackbar.message)}</p>
      {snackbar.type === "noInternet" ? (
        <button
          type="button"
          className="snackbar__ok"
          onClick={() => shell.hideSnackbar(snackbar.id)}
        >
          {t.ok}
        </button>
      ) : null}
    </div>
  );
}

/** A slim banner that stays while the browser is offline (spec §1 "a no-internet banner"). */
export function OfflineBanner() {
  const offline = useShell((s) => s.offline);
  const t = useMessages<ShellMessages>();
  if (!offline) return null;
  return (
    <div className="offline-banner" data-offline-banner="">
      <Icon name="offline" />
      <span>{t.noInternet}</span>
    </div>
  );
}
