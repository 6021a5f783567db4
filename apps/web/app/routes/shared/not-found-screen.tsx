import { Link } from "react-router";
import { Section } from "../../components/ui/section.tsx";
import { LinkList, Screen } from "./screen.tsx";

/**
 * The fallback page (spec §2 "any other path": in one reading, the home
 * page): a short not-found message, the train search entry point and the
 * other ways in.
 */
export function NotFoundScreen() {
  return (
    <Screen
      title="Page not found"
      lead="We could not find this page. The link may be incomplete, or the page may have moved."
    >
      <Section name="Search trains">
        <p>Find trains between two stations, see seat availability and book.</p>
        <Link className="button" to="/trains">
          Search trains
        </Link>
      </Section>
      <Section name="Other ways in">
        <LinkList
          links={[
            { href: "/trains/check-pnr", text: "PNR Status" },
            { href: "/trains/check-lts", text: "Train Status" },
            { href: "/trains/mybookings", text: "My Bookings" },
            { href: "/care", text: "Help" },
          ]}
        />
      </Section>
    </Screen>
  );
}
