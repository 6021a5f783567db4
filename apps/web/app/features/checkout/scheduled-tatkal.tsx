import type { ScheduleCard as Card } from "@safar/contracts/tatkal-schedule";
import { Section } from "../../components/ui/section.tsx";
import { ScheduleCard } from "./schedule-card.tsx";
import "./one-click.css";

/** Home's one-click Tatkal cards (spec §7 `v1/user/oct/homepage`): scheduled, and recent outcomes. */
export function ScheduledTatkal({ cards, checkedAt }: { cards: Card[]; checkedAt: string }) {
  const now = new Date(checkedAt);
  return (
    <Section name="One-click Tatkal">
      <div className="oct-cards">
        {cards.map((card) => (
          <ScheduleCard key={card.scheduleId} card={card} now={now} />
        ))}
      </div>
    </Section>
  );
}
