import { describe, expect, it } from "vitest";
import { citiesFor, lookupAddress, pincodeCity, pincodeState } from "./address.ts";

describe("pincodes (spec §4 GST: a pincode fills state and the first city)", () => {
  it("gives the state by postal circle, with the three-digit exceptions", () => {
    expect(pincodeState("110001")).toBe("Delhi");
    expect(pincodeState("400001")).toBe("Maharashtra");
    expect(pincodeState("403001")).toBe("Goa");
    expect(pincodeState("500001")).toBe("Telangana");
    expect(pincodeState("520001")).toBe("Andhra Pradesh");
    expect(pincodeState("605001")).toBe("Puducherry");
    expect(pincodeState("834001")).toBe("Jharkhand");
    expect(pincodeState("800001")).toBe("Bihar");
    expect(pincodeState("248001")).toBe("Uttarakhand");
    expect(pincodeState("012345")).toBeNull();
    expect(pincodeState("54000")).toBeNull();
    expect(pincodeState("990001")).toBeNull();
  });

  it("puts the district's city first, then the network's, without repeats", () => {
    expect(pincodeCity("560034")).toBe("Bengaluru");
    expect(pincodeCity("563101")).toBeNull();
    expect(citiesFor("560034", ["Bengaluru", "Mysuru", "Hubballi"], 2)).toEqual([
      "Bengaluru",
      "Mysuru",
    ]);
    expect(citiesFor("563101", ["Kolar"])).toEqual(["Kolar"]);
  });

  it("looks the state's cities up in the network, under the network's spelling of the state", async () => {
    const network = {
      stationsByState: async () => [
        {
          state: "Delhi NCT",
          stations: [
            { name: "New Delhi", city: "Delhi" },
            { name: "Anand Vihar", city: null },
          ],
        },
      ],
    };
    expect(await lookupAddress(network, "110001")).toEqual({
      pincode: "110001",
      state: "Delhi",
      cities: ["New Delhi", "Delhi", "Anand Vihar"],
    });
    expect(await lookupAddress(network, "990001")).toBeNull();
  });
});
