import { describe, expect, it } from "vitest";
import { STATION_NAMES, stationDisplayName } from "./station-names.ts";
import { demoNetwork, fullNetwork } from "./test-network.ts";

const shown = (code: string, name: string) => stationDisplayName({ code, name });

describe("stationDisplayName", () => {
  it("gives the full name of a station whose printed name is abbreviated beyond recognition", () => {
    expect(shown("CSMT", "XX ABBR T")).toBe("Chhatrapati Shivaji Maharaj Terminus");
    expect(shown("SVDK", "Q R S T PLACE")).toBe("Shri Mata Vaishno Devi Katra");
    expect(shown("SBC", "OLDNAME CITY JN")).toBe("KSR Bengaluru City Jn");
    expect(shown("DADN", "DR XYZ NGR")).toBe("Dr Ambedkar Nagar");
  });

  it("writes out abbreviated words of printed names and drops the dot after Jn", () => {
    expect(shown("XYZ", "RAM NGR")).toBe("Ram Nagar");
    expect(shown("AAA", "HILLTOWN CNTL")).toBe("Hilltown Central");
    expect(shown("AAB", "RIVER PARK TERM")).toBe("River Park Terminus");
    expect(shown("AAC", "LAKE VIEW TRM")).toBe("Lake View Terminal");
    expect(shown("AAD", "FORTGANJ CANT JN")).toBe("Fortganj Cantt Jn");
    expect(shown("XYZ", "TEMPLE TOWN RD")).toBe("Temple Town Road");
    expect(shown("AAE", "SANGAM NAGARI JN.")).toBe("Sangam Nagari Jn");
    expect(shown("AAF", "HILLTOWN JN")).toBe("Hilltown Jn");
    expect(shown("AAG", "RIVERSIDE JN")).toBe("Riverside Jn");
  });

  it("keeps a name written by hand in mixed case, even for a code of the table", () => {
    expect(shown("CSMT", "Chhatrapati Shivaji Maharaj Terminus Mumbai")).toBe(
      "Chhatrapati Shivaji Maharaj Terminus Mumbai",
    );
    expect(shown("BCT", "Mumbai Central")).toBe("Mumbai Central");
    expect(shown("XYZ", "Kumbakonam Rd")).toBe("Kumbakonam Rd");
  });

  it("leaves the demo network's names as they were", () => {
    for (const s of demoNetwork().stations) expect(shown(s.code, s.name)).toBe(s.name);
  });
});

const full = fullNetwork();
describe.runIf(full !== undefined)("stationDisplayName on the open data (RAILWAY_DATA_DIR)", () => {
  const stations = new Map((full?.stations ?? []).map((s) => [s.code, s]));

  it("has every code of its table in the data, printed in upper case", () => {
    for (const code of Object.keys(STATION_NAMES)) {
      const s = stations.get(code);
      expect(s, code).toBeDefined();
      expect(s?.name).toBe(s?.name.toUpperCase());
    }
  });
});
