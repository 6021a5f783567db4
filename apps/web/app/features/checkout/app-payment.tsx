import { formatPaise } from "@safar/domain/money";
import { useState } from "react";
import { useSubmit } from "react-router";
import type { CheckoutMessages } from "../../i18n/checkout.ts";
import { fill, translated, useMessages } from "../../lib/i18n.ts";
import { useInApp } from "../../lib/in-app-state.ts";
import { paymentPresentation } from "../../lib/partner-behaviour.ts";
import { usePartnerProfile } from "../../lib/profile.ts";
import "./checkout.css";

/** Spec §4: "Unsubscribe resets the status-bar colour to white". */
const UNSUBSCRIBED_STATUS_BAR = "#ffffff";

/**
 * The travel app's payment option (spec §1 payment option, §4 "Payment sheet
 * in the app"): inside the app, the app's payment sheet takes the place of
 * the web payment form — verify opens it; once the traveller approved, the
 * order is paid from the wallet through this page's action, so the server
 * and the gateway still decide (nothing the app says is trusted); checkout
 * tells the sheet the order and code; a cancelled sheet is reset. In a
 * browser the travel profile says so and the web methods below stay.
 */
export function AppPayment({ orderId, amountPaise }: { orderId: string; amountPaise: number }) {
  const t = useMessages<CheckoutMessages>();
  const profile = usePartnerProfile();
  const { bridge } = useInApp();
  const submit = useSubmit();
  const [state, setState] = useState<"idle" | "open" | "cancelled">("idle");
  const presentation = paymentPresentation(profile);
  if (presentation.kind !== "parentWallet") return null;
  const amount = formatPaise(amountPaise);

  async function pay() {
    if (!bridge) return;
    setState("open");
    const answer = await bridge.call("paymentSheet", { step: "verify", orderId, amountPaise });
    if (answer.status !== "approved") {
      await bridge.call("paymentSheet", { step: "reset", orderId });
      await bridge.call("setStatusBarColor", { color: UNSUBSCRIBED_STATUS_BAR });
      setState("cancelled");
      return;
    }
    await bridge.call("paymentSheet", { step: "checkout", orderId, code: "submitted" });
    await bridge.call("setStatusBarColor", { color: UNSUBSCRIBED_STATUS_BAR });
    submit({ intent: "pay", orderId, method: "wallet" }, { method: "post" });
  }

  return (
    <section
      className="co-box app-payment"
      aria-labelledby="app-payment-title"
      data-payment-option="parentWallet"
    >
      <h3 id="app-payment-title" className="co-box__title">
        {presentation.heading ? translated(t, presentation.heading) : null}
      </h3>
      {bridge?.inApp ? (
        <>
          <p>{t.appSheet}</p>
          <p>
            <button type="button" className="button" onClick={pay} disabled={state === "open"}>
              {fill(t.payInApp, { amount })}
            </button>
          </p>
          {state === "cancelled" ? <p role="status">{t.appCancelled}</p> : null}
        </>
      ) : (
        <p>{t.openInApp}</p>
      )}
    </section>
  );
}
