import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listedOf, orderAfterEdit, placementsFor, rowIdOf } from "./travellers.order.ts";

const rows = [
  { id: 10, position: 1, isDefault: true },
  { id: 11, position: 2, isDefault: false },
  { id: 12, position: 3, isDefault: false },
];
const ids = (list: { id: string; isDefault: boolean }[]) =>
  list.map((t) => `${t.id}${t.isDefault ? "*" : ""}`);

describe("rowIdOf", () => {
  it("reads the digits of a serial id, nothing else", () => {
    expect(rowIdOf("1")).toBe(1);
    expect(rowIdOf("2147483647")).toBe(2_147_483_647);
    for (const bad of [
      "0",
      "01",
      "-1",
      "1.5",
      "1e3",
      "abc",
      "",
      " 1",
      "2147483648",
      "99999999999",
    ]) {
      expect(rowIdOf(bad), bad).toBeNull();
    }
  });
});

describe("orderAfterEdit", () => {
  const list = listedOf(rows);

  it("puts a new traveller first, keeping the default flag where it was", () => {
    expect(ids(orderAfterEdit(list, { id: "13", isDefault: false }))).toEqual([
      "13",
      "10*",
      "11",
      "12",
    ]);
  });

  it("moves a traveller made default first, the only default", () => {
    expect(ids(orderAfterEdit(list, { id: "13", isDefault: true }))).toEqual([
      "13*",
      "10",
      "11",
      "12",
    ]);
    expect(ids(orderAfterEdit(list, { id: "12", isDefault: true }))).toEqual(["12*", "10", "11"]);
  });

  it("keeps an edited traveller in its place", () => {
    expect(ids(orderAfterEdit(list, { id: "11", isDefault: false }))).toEqual(["10*", "11", "12"]);
    expect(ids(orderAfterEdit(list, { id: "10", isDefault: false }))).toEqual(["10", "11", "12"]);
  });
});

describe("placementsFor", () => {
  it("writes only what moved, numbering from 1", () => {
    const order = orderAfterEdit(listedOf(rows), { id: "12", isDefault: true });
    expect(placementsFor(rows, order)).toEqual([
      { id: 12, position: 1, isDefault: true },
      { id: 10, position: 2, isDefault: false },
      { id: 11, position: 3, isDefault: false },
    ]);
    expect(placementsFor(rows, listedOf(rows))).toEqual([]);
  });

  it("closes the gap a deleted traveller leaves", () => {
    const order = listedOf(rows).filter((t) => t.id !== "10");
    expect(placementsFor(rows, order)).toEqual([
      { id: 11, position: 1, isDefault: false },
      { id: 12, position: 2, isDefault: false },
    ]);
  });

  it("refuses an order naming a traveller it was not given", () => {
    expect(() => placementsFor(rows, [{ id: "99", isDefault: false }])).toThrow();
  });

  it("property: after applying the placements, positions are 1…n in the new order", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 20, maxLength: 20 }),
        fc.nat(),
        fc.boolean(),
        (rowIds, positions, pick, makeDefault) => {
          const current = rowIds
            .map((id, i) => ({ id, position: positions[i] ?? 1, isDefault: i === 0 }))
            .sort((a, b) => a.position - b.position || a.id - b.id);
          const chosen = String(rowIds[pick % rowIds.length]);
          const order = orderAfterEdit(listedOf(current), { id: chosen, isDefault: makeDefault });
          const changed = new Map(placementsFor(current, order).map((p) => [p.id, p]));
          const after = current.map((r) => changed.get(r.id) ?? r);
          const byPosition = [...after].sort((a, b) => a.position - b.position);
          expect(byPosition.map((r) => r.position)).toEqual(after.map((_, i) => i + 1));
          expect(byPosition.map((r) => String(r.id))).toEqual(order.map((t) => t.id));
          expect(after.filter((r) => r.isDefault).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
