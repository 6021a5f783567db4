import { LoggedOut } from "../../features/checkout/order-parts.tsx";
import type { CheckoutMessages } from "../../i18n/checkout.ts";
import { useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { Screen } from "./screen.tsx";

/**
 * The screen a booking step (review, payment) shows instead of its order:
 * none in the address, signed out, or the API's refusal. Null when `view`
 * is the step's own.
 */
export function OrderGate({
  view,
  title,
  noneLead,
  noneText,
}: {
  view: { kind: string } & Partial<{ loginHref: string; message: string }>;
  title: string;
  noneLead: string;
  noneText: string;
}) {
  const t = useMessages<CheckoutMessages>();
  if (view.kind === "none") {
    return (
      <Screen title={title} lead={noneLead}>
        <p>{noneText}</p>
        <p>
          <a className="button" href="/trains">
            {t.searchTrains}
          </a>
        </p>
      </Screen>
    );
  }
  if (view.kind === "loggedOut") {
    return (
      <Screen title={title}>
        <LoggedOut loginHref={view.loginHref ?? "/v1/api/login"} />
      </Screen>
    );
  }
  if (view.kind === "error") {
    return (
      <Screen title={title}>
        <p className="form-alert" role="alert">
          {translatedTemplate(t, view.message ?? "")}
        </p>
      </Screen>
    );
  }
  return null;
}
