import type { CheckoutMessages } from "../../i18n/checkout.ts";
import { useMessages } from "../../lib/i18n.ts";
import { usePartnerProfile } from "../../lib/profile.ts";
import { type AadhaarView, aadhaarLinkMode } from "./aadhaar.ts";

/**
 * The Aadhaar line under a railway user ID: "Aadhaar authenticated ·
 * XXXX XXXX 1234" (no digits when the railway has none), or "Authenticate
 * Aadhaar" to the railway's page — embedded in the app, a new tab on
 * desktop, the same window otherwise (`aadhaarLinkMode`).
 */
export function AadhaarStatus({ view }: { view: AadhaarView }) {
  const t = useMessages<CheckoutMessages>();
  if (view.authenticated) {
    return (
      <span className="co-aadhaar co-aadhaar--done" data-aadhaar="authenticated">
        {t.aadhaarDone}
        {view.masked ? (
          <>
            {" · "}
            <span className="co-aadhaar__number">{view.masked}</span>
          </>
        ) : null}
      </span>
    );
  }
  return (
    <span className="co-aadhaar" data-aadhaar="not-authenticated">
      {t.aadhaarNot}
      <AadhaarLink view={view} />
    </span>
  );
}

/** The railway's Aadhaar page for the ID: embedded in the app, a new tab on desktop, else the same window. */
export function AadhaarLink({ view }: { view: AadhaarView }) {
  const t = useMessages<Pick<CheckoutMessages, "aadhaarLink" | "newTab">>();
  const newTab = aadhaarLinkMode(usePartnerProfile(), view.device) === "newTab";
  return (
    <a href={view.url} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {t.aadhaarLink}
      {newTab ? <span className="visually-hidden">{t.newTab}</span> : null}
    </a>
  );
}
