import {
  DEFAULT_PROFILE,
  type PartnerProfile,
  type ProfileId,
} from "@safar/contracts/partner-profiles";
import { useRouteLoaderData } from "react-router";

/** What the root loader returns (see root.tsx). */
export interface RootData {
  profileId: ProfileId;
  /**
   * That profile, whole: the browser takes it from here rather than from a
   * copy of every profile in its bundle (W3).
   */
  profile: PartnerProfile;
  /** Hosts where the login page is framed (LOGIN_FRAME_HOSTS, comma separated). */
  loginFrameHosts: string[];
  /** The request's host name (login path and framing depend on it). */
  hostname: string;
  /**
   * The document's CSP style nonce, for style elements injected at run time
   * (Radix Dialog's scroll lock). Only the value from the document request
   * is used; later revalidations carry unrelated nonces.
   */
  styleNonce: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The partner profile of this request (default site when the root loader has not run). */
export function usePartnerProfile(): PartnerProfile {
  return useRootData()?.profile ?? DEFAULT_PROFILE;
}
