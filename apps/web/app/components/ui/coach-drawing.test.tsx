import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { COACH } from "../../i18n/coach.ts";
import { AllottedCoaches, CoachDrawing } from "./coach-drawing.tsx";

/**
 * The server's HTML of a drawing, parsed back for its parts: on a page
 * whose loader sent `messages` (the page's words), or none (English).
 */
function html(node: React.ReactElement, messages?: Readonly<Record<string, string>>): string {
  const router = createMemoryRouter(
    [{ id: "page", path: "/", element: node, loader: () => ({ messages }) }],
    { hydrationData: { loaderData: { page: { messages } } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("CoachDrawing", () => {
  it("fills and badges the traveller's berth, and says it in words and in the table", () => {
    const out = html(
      <CoachDrawing
        classCode="SL"
        className="Sleeper Class"
        coach="S4"
        marks={[{ berth: 34, badge: "P1", who: "Asha Verma" }]}
      />,
    );
    expect(out).toContain("Coach S4 · Sleeper Class (SL)");
    expect(out).toMatch(
      /class="coach__spot coach__spot--MB coach__spot--yours" data-berth="34"><span class="coach__number">34<\/span><span class="coach__badge">P1<\/span>/,
    );
    expect(out).toContain("Asha Verma: berth 34 (Middle), Bay 5");
    expect(out).toMatch(
      /<tr class="coach__row--yours"><th scope="row">34<\/th><td>Middle<\/td><td>Bay 5<\/td><td>Asha Verma<\/td><\/tr>/,
    );
    // Every berth of the coach has its row.
    expect(out.match(/<th scope="row">/g)).toHaveLength(80);
  });

  it("explains the positions only when asked (the booking form's guide)", () => {
    const plain = html(<CoachDrawing classCode="2A" />);
    expect(plain).toContain("A typical coach (2A)");
    expect(plain).not.toContain("up a ladder");
    expect(plain).not.toContain("Middle");
    const guide = html(<CoachDrawing classCode="2A" explain />);
    expect(guide).toContain("up a ladder");
  });

  it("speaks of seats in a chair car", () => {
    const out = html(
      <CoachDrawing classCode="CC" coach="C2" marks={[{ berth: 44, badge: "P1", who: "Asha" }]} />,
    );
    expect(out).toContain("<summary>Seats in this coach</summary>");
    expect(out).toContain("Seats in coach C2");
    expect(out).toContain("Asha: seat 44 (Aisle seat), Row 9");
  });

  it("draws nothing for a class it does not know", () => {
    expect(html(<CoachDrawing classCode="XX" />)).toBe("");
  });
});

describe("AllottedCoaches", () => {
  it("draws one coach per coach named, and none before a berth is allotted", () => {
    const two = html(
      <AllottedCoaches
        classCode="3A"
        allotted={[
          { coach: "B1", berth: 7, badge: "P1", who: "Passenger 1" },
          { coach: "B2", berth: 1, badge: "P2", who: "Passenger 2" },
        ]}
      />,
    );
    expect(two.match(/<figure/g)).toHaveLength(2);
    expect(two).toContain("Passenger 1: berth 7 (Side lower), Bay 1");
    expect(html(<AllottedCoaches classCode="3A" allotted={[]} />)).toBe("");
  });

  it("speaks the page's language when its loader sent the coach words (Hindi)", () => {
    const out = html(
      <CoachDrawing
        classCode="SL"
        className="शयनयान"
        coach="S4"
        marks={[{ berth: 34, badge: "P1", who: "Asha Verma" }]}
      />,
      COACH.hi,
    );
    expect(out).toContain("कोच S4 · शयनयान (SL)");
    expect(out).toContain("Asha Verma: बर्थ 34 (मध्य), बे 5");
    expect(out).toContain("दरवाज़ा · शौचालय");
    expect(out).not.toMatch(/Berth|Bay \d|Door/);
  });
});
