import { usePartnerProfile } from "../../lib/profile.ts";
import { type AadhaarView, aadhaarLinkMode } from "./aadhaar.ts";

/**
 * The Aadhaar line under a railway user ID: "Aadhaar authenticated ·
 * XXXX XXXX 1234" (no digits when the railway has none), or "Authenticate
 * Aadhaar" to the railway's page — embedded in the app, a new tab on
 * desktop, the same window otherwise (`aadhaarLinkMode`).
 */
export function AadhaarStatus({ view }: { view: AadhaarView }) {
  const profile = usePartnerProfile();
  if (view.authenticated) {
    return (
      <span className="co-aadhaar co-aadhaar--done" data-aadhaar="authenticated">
        Aadhaar authenticated
        {view.masked ? (
          <>
            {" · "}
            <span className="co-aadhaar__number">{view.masked}</span>
          </>
        ) : null}
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
