import type { PartnerProfile } from "@safar/contracts/partner-profiles";

/**
 * The profile differences the shell itself needs (spec §1), apart from
 * `partner-behaviour.ts` so that module stays out of the entry chunk (W3);
 * `partner-behaviour.ts` re-exports them.
 */

/** userInfoMethod: whether sign-in and the user's details come from the host app. */
export function signsInThroughApp(profile: PartnerProfile, inApp: boolean): boolean {
  return profile.userInfoMethod === "parentBridge" && inApp;
}

/** backHandling: whether the header's back arrow hands back to the parent app. */
export function backThroughApp(profile: PartnerProfile, inApp: boolean): boolean {
  return profile.backHandling === "parentApp" && inApp;
}
