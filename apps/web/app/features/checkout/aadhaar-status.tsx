import { usePartnerProfile } from "../../lib/profile.ts";
import { type AadhaarView, aadhaarLinkMode, aadhaarStatusText } from "./aadhaar.ts";

/**
 * The Aadhaar line under a railway user ID: authenticated with the masked
 * number, or "Authenticate Aadhaar" to the railway's page — embedded in the
 * app, a new tab on desktop, the same window otherwise (`aadhaarLinkMode`).
 */
export function AadhaarStatus({ view }: { view: AadhaarView }) {
  const profile = usePartnerProfile();
  if (view.authenticated) {
    return (
      <span className="co-aadhaar co-aadhaar--done" data-aadhaar="authenticated">
        {aadhaarStatusText(view)}
      </span>
    );
  }
  const newTab = aadhaarLinkMode(profile, view.device) === "newTab";
  return (
    <span className="co-aadhaar" data-aadhaar="not-authenticated">
      Not Aadhaar-authenticated:{" "}
      <a href={view.url} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        Authenticate Aadhaar
        {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </a>
    </span>
  );
}
