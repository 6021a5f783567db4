import { usePartnerProfile } from "../../lib/profile.ts";
import { type AadhaarView, aadhaarLinkMode } from "./aadhaar.ts";

/**
 * The Aadhaar line under a railway user ID: "Aadhaar authenticated ·
 * XXXX XXXX 1234" (no digits when the railway has none), or "Authenticate
 * Aadhaar" to the railway's page — embedded in the app, a new tab on
 * desktop, the same window otherwise (`aadhaarLinkMode`).
 */
export function AadhaarStatus({ view }: { view: AadhaarView }) {
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
  return (
    <span className="co-aadhaar" data-aadhaar="not-authenticated">
      Not Aadhaar-authenticated: <AadhaarLink view={view} />
    </span>
  );
}

/** The railway's Aadhaar page for the ID: embedded in the app, a new tab on desktop, else the same window. */
export function AadhaarLink({ view }: { view: AadhaarView }) {
  const newTab = aadhaarLinkMode(usePartnerProfile(), view.device) === "newTab";
  return (
    <a href={view.url} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      Authenticate Aadhaar
      {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
