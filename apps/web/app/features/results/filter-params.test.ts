import { filtersFromSearchParams, filtersToSearchParams } from "@safar/contracts/search-filters";
import { describe, expect, it } from "vitest";
import { canonicalFiltersRedirect } from "./filter-panel.server.ts";
import {
  formToSearchParams,
  initialValues,
  isFormShaped,
  valuesToSearch,
} from "./filter-params.ts";

describe("filter panel form and URL", () => {
  it("reshapes a plain GET form into the codec's form, search parameters first", () => {
    const form = formToSearchParams([
      ["quota", "GN"],
      ["sort", "dur"],
      ["cls", "3A"],
      ["cls", "2A"],
      ["pmin", "500"],
      ["pmax", ""],
      ["dep", "evening"],
      ["bs", "NZM"],
      ["bs", "NDLS"],
      ["av", ""],
      ["q", ""],
    ]);
    expect(form.toString()).toBe("quota=GN&sort=dur&cls=3A%2C2A&p=500-&dep=evening&bs=NDLS%2CNZM");
    const filters = filtersFromSearchParams(form);
    expect(filters.classes).toEqual(["2A", "3A"]);
    expect(filters.price).toEqual({ min: 500 });
    expect(filters.boarding).toEqual(["NDLS", "NZM"]);
  });

  it("leaves out the default sort and keeps exact time windows", () => {
    const form = formToSearchParams([
      ["sort", "rec"],
      ["dw", "1800-"],
    ]);
    expect(form.toString()).toBe("dw=1800-");
  });

  it("tells a form-shaped query from a canonical one", () => {
    expect(isFormShaped(new URLSearchParams("cls=3A&cls=2A"))).toBe(true);
    expect(isFormShaped(new URLSearchParams("pmin=1&pmax="))).toBe(true);
    expect(isFormShaped(new URLSearchParams("sort="))).toBe(true);
    expect(isFormShaped(new URLSearchParams("quota=GN&cls=2A,3A&p=100-200"))).toBe(false);
    expect(isFormShaped(filtersToSearchParams({ classes: ["3A"], departure: ["morning"] }))).toBe(
      false,
    );
  });

  it("redirects a form-shaped URL to the canonical one, keeping the search's quota", () => {
    const url = new URL(
      "http://x/trains/searchTrains/A_B/C_D/20261212?quota=TQ&cls=3A&cls=1A&pmin=900&pmax=100&av=",
    );
    expect(canonicalFiltersRedirect(url)).toBe(
      "/trains/searchTrains/A_B/C_D/20261212?quota=TQ&cls=1A%2C3A&p=100-900",
    );
    expect(canonicalFiltersRedirect(new URL("http://x/p?cls=1A,3A"))).toBeNull();
  });

  it("turns the panel's state into the URL the loader reads", () => {
    const panel = {
      hidden: [["quota", "GN"]] as [string, string][],
      groups: [
        {
          kind: "checkbox" as const,
          id: "classes",
          legend: "Class",
          name: "cls",
          applied: false,
          clearHref: "",
          options: [
            { value: "2A", label: "", count: 1, checked: false },
            { value: "3A", label: "", count: 1, checked: true },
          ],
        },
        {
          kind: "price" as const,
          id: "price",
          legend: "Price",
          applied: true,
          clearHref: "",
          min: null,
          max: 2000,
          floor: 100,
          ceil: 5000,
          rangeLabel: null,
        },
      ],
    };
    const values = initialValues(panel);
    expect(values).toEqual({ cls: ["3A"], pmin: [], pmax: ["2000"] });
    // Ticked in any order, sent in the option (code-table) order.
    const next = { ...values, cls: ["3A", "2A"] };
    expect(valuesToSearch(panel, next).toString()).toBe("quota=GN&cls=2A%2C3A&p=-2000");
  });
});
