import { usePartnerProfile } from "../../lib/profile.ts";

/** The partner profile's support address as a mail link (spec §1 support info). */
export function SupportEmail() {
  const email = usePartnerProfile().supportInfo.email;
  return <a href={`mailto:${email}`}>{email}</a>;
}
