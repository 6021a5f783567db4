import { Link } from "react-router";
import { Section } from "../../components/ui/section.tsx";
import type { ErrorMessages } from "../../i18n/errors.ts";
import { useMessages } from "../../lib/i18n.ts";
import { LinkList, Screen } from "./screen.tsx";

/**
 * The fallback page (spec §2 "any other path": in one reading, the home
 * page): a short not-found message, the train search entry point and the
 * other ways in.
 */
export function NotFoundScreen() {
  const t = useMessages<ErrorMessages>();
  return (
    <Screen title={t.nf_title} lead={t.nf_lead}>
      <Section name={t.nf_searchTrains}>
        <p>{t.nf_searchText}</p>
        <Link className="button" to="/trains">
          {t.nf_searchTrains}
        </Link>
      </Section>
      <Section name={t.nf_otherWays}>
        <LinkList
          links={[
            { href: "/trains/check-pnr", text: t.nf_pnr },
            { href: "/trains/check-lts", text: t.nf_trainStatus },
            { href: "/trains/mybookings", text: t.nf_myBookings },
            { href: "/care", text: t.nf_help },
          ]}
        />
      </Section>
    </Screen>
  );
}
