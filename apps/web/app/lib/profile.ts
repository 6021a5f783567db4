import type { Locale } from "@safar/contracts/locale";
import type { PartnerProfile, ProfileId } from "@safar/contracts/partner-profiles";
import { type MetaDescriptor, useRouteLoaderData } from "react-router";

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
  /** The signed-in user as the header shows them, from the session cookie; null when signed out. */
  viewer: Viewer | null;
  /** The page's language (ADR 028) and the shell's words in it (`app/i18n/shell.ts`). */
  locale: Locale;
  messages: Readonly<Record<string, string>>;
  /** The fallback page's and a failed page's meta tags, made on the server (`screenMeta`). */
  seoFallback: { notFound: MetaDescriptor[]; error: MetaDescriptor[] };
}

export interface Viewer {
  /** First name, else the mobile number or email that signed in. */
  label: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/**
 * The partner profile of this request, for components under the root route's
 * default export (the app shell and the pages), which render only once the root
 * loader has answered; the document itself (`Layout`, also around the root
 * error boundary) reads `useRootData()` and falls back on its own.
 */
export function usePartnerProfile(): PartnerProfile {
  const profile = useRootData()?.profile;
  if (!profile) throw new Error("usePartnerProfile: the root loader's data is missing");
  return profile;
}
