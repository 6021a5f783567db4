import { FILTER_TRAIN_TYPE_IDS, FILTER_TRAIN_TYPES } from "@safar/contracts/search-filters";
import { describe, expect, it } from "vitest";
import { TRAIN_TYPES } from "../network/model.ts";
import { trainTypeFilter } from "./rules.ts";

// The partner's train-type filter (contracts) lists the railway's types with the labels its results carry.
describe("the train-type filter", () => {
  it("lists the railway's train types with the labels its results carry", () => {
    expect([...FILTER_TRAIN_TYPE_IDS]).toEqual([...TRAIN_TYPES]);
    for (const t of FILTER_TRAIN_TYPES) expect(t.name).toBe(trainTypeFilter(t.id));
  });
});
