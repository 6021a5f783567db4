import { describe, expect, it } from "vitest";
import type { RawNetwork, RawStation } from "../network/model.ts";
import { demoNetwork, fullNetwork, station } from "../stations/test-network.ts";
import { buildTimetable, trainNameStations } from "./build.ts";
import {
  placeName,
  TRAIN_NAME_PHRASES,
  TRAIN_NAME_PLACES,
  TRAIN_NAME_WORDS,
  trainDisplayName,
} from "./train-name.ts";
import { trainTypeOf } from "./train-type.ts";

const stations: RawStation[] = [
  station("SBC", "BANGALORE CITY JN", "Karnataka"),
  station("MAS", "CHENNAI CENTRAL", "Tamil Nadu"),
  station("GKP", "GORAKHPUR JN", "Uttar Pradesh"),
  station("LTT", "LOKMANYA TILAK TERM", "Maharashtra"),
  station("PUNE", "PUNE JN", "Maharashtra"),
  station("CAPE", "KANYAKUMARI", "Tamil Nadu"),
  station("DD", "DAUND JN", "Maharashtra"),
  station("BVI", "BORIVALI", "Maharashtra"),
  station("ADI", "AHMEDABAD JN", "Gujarat"),
  station("R", "RAIPUR JN", "Chhattisgarh"),
  station("SC", "SECUNDERABAD JN", "Telangana"),
];
const names = trainNameStations(new Map(stations.map((s) => [s.code, s])));
const shown = (name: string, stops: string[]) => trainDisplayName(name, stops, names);

describe("trainDisplayName", () => {
  it("writes out the issue's examples", () => {
    expect(shown("Sbc Dbldeck Exp", ["SBC", "MAS"])).toBe("KSR Bengaluru Double Decker Express");
    expect(shown("Kolkata Rajdhni", ["SBC", "MAS"])).toBe("Kolkata Rajdhani");
    expect(shown("Bhopal Shtbdi", ["SBC", "MAS"])).toBe("Bhopal Shatabdi");
    expect(shown("Kir Tata Spl", ["SBC", "MAS"])).toBe("Kir Tata Special");
  });

  it("names the places of the train's stops by their station names, without Jn", () => {
    expect(shown("Ltt Gkp Exp", ["LTT", "PUNE", "GKP"])).toBe(
      "Lokmanya Tilak Terminus Gorakhpur Express",
    );
    expect(shown("Cape Sbc Exp", ["CAPE", "SBC"])).toBe("Kanyakumari KSR Bengaluru Express");
    expect(shown("SC R SF Express", ["SC", "R"])).toBe("Secunderabad Raipur Superfast Express");
  });

  it("keeps a code that is a word of the station's own name, and a code the train does not stop at", () => {
    expect(shown("Pune Gkp Express", ["PUNE", "GKP"])).toBe("Pune Gorakhpur Express");
    expect(shown("Gkp Pune Exp", ["SBC", "MAS"])).toBe("Gkp Pune Express");
  });

  it("names the places of its own table whether the train stops there or not", () => {
    // 19417 starts at Borivali in the data, but is named after Mumbai Central.
    expect(shown("Mmct Adi Express", ["BVI", "ADI"])).toBe("Mumbai Central Ahmedabad Express");
  });

  it("reads a stop's code before the word table: DD is Daund where the train stops, else Double Decker", () => {
    expect(shown("DD Gwl Sfast", ["DD", "SC"])).toBe("Daund Gwl Superfast");
    expect(shown("Vskp Uday DD Exp", ["SC", "MAS"])).toBe("Vskp Uday Double Decker Express");
  });

  it("replaces phrases before words, some only at the end of the name", () => {
    expect(shown("Puri Ltt S F", ["LTT", "SC"])).toBe("Puri Lokmanya Tilak Terminus Superfast");
    expect(shown("M P S Krnti Exp", [])).toBe("Madhya Pradesh Sampark Kranti Express");
    expect(shown("Marathwada S K", [])).toBe("Marathwada Sampark Kranti");
    expect(shown("Ljn Bpl G Rath", [])).toBe("Ljn Bpl Garib Rath");
    expect(shown("Bsp Ndls Raj EX", [])).toBe("Bsp Ndls Rajdhani Express");
    expect(shown("Raj S Krnti Exp", [])).toBe("Rajasthan Sampark Kranti Express");
    expect(shown("Rjpb Tejas Raj", [])).toBe("Rajendra Nagar Tejas Rajdhani");
    expect(shown("Gaya Kyq Wkly E", [])).toBe("Gaya Kyq Weekly Express");
    expect(shown("Dhn Alappuzha E", [])).toBe("Dhn Alappuzha Express");
  });

  it("leaves names written in full, and any case of the words, alone", () => {
    for (const name of [
      "Mandovi Express",
      "Mumbai Central Ahmedabad Shatabdi",
      "Grand Trunk Express",
    ])
      expect(shown(name, ["SBC", "MAS"])).toBe(name);
    expect(shown("Adi Ypr EX", ["ADI"])).toBe("Ahmedabad Ypr Express");
  });

  it("gives a place without its Jn or Junction", () => {
    expect(placeName({ printedName: "GORAKHPUR JN", name: "Gorakhpur Jn" })).toBe("Gorakhpur");
    expect(placeName({ printedName: "PRAYAGRAJ JN.", name: "Prayagraj Jn." })).toBe("Prayagraj");
    expect(placeName({ printedName: "Pune Junction", name: "Pune Junction" })).toBe("Pune");
  });

  it("has tables of lower-case keys and written-out values", () => {
    for (const key of [...Object.keys(TRAIN_NAME_WORDS), ...Object.keys(TRAIN_NAME_PHRASES)])
      expect(key).toBe(key.toLowerCase());
    for (const code of Object.keys(TRAIN_NAME_PLACES)) expect(code).toBe(code.toUpperCase());
    for (const value of Object.values(TRAIN_NAME_WORDS)) expect(value).toMatch(/^[A-Z]/);
  });
});

describe("the timetable's train names", () => {
  it("leaves the demo network's names as they are", () => {
    const demo = demoNetwork() as RawNetwork;
    for (const [i, t] of buildTimetable(demo).entries()) {
      expect(t.name).toBe(demo.trains[i]?.name);
      expect(t.printedName).toBeUndefined();
    }
  });
});

const full = fullNetwork();
describe.runIf(full !== undefined)(
  "the timetable's train names on the open data (RAILWAY_DATA_DIR)",
  () => {
    const network = (full ?? { stations: [], trains: [] }) as RawNetwork;
    const timetable = buildTimetable(network);
    const byNumber = new Map(timetable.map((t) => [t.number, t]));

    it("writes out the issue's examples", () => {
      expect(byNumber.get("22625")?.name).toBe("KSR Bengaluru Double Decker Express");
      expect(byNumber.get("22625")?.printedName).toBe("Sbc Dbldeck Exp");
      expect(byNumber.get("12306")?.name).toBe("Kolkata Rajdhani");
      expect(byNumber.get("12002")?.name).toBe("Bhopal Shatabdi");
    });

    it("leaves no word of the table in any name", () => {
      const left = new Set<string>();
      for (const t of timetable)
        for (const w of t.name.split(" ")) {
          // A word the tables write themselves ("SMVT Bengaluru", "IRCTC") is no abbreviation left.
          const written = TRAIN_NAME_WORDS[w.toLowerCase()];
          if (written !== undefined && !written.split(" ").includes(w)) left.add(w);
        }
      expect([...left]).toEqual([]);
    });

    it("keeps the type read from the name as printed", () => {
      for (const [i, t] of timetable.entries()) {
        const raw = network.trains[i];
        expect(t.type, t.number).toBe(trainTypeOf(raw?.number ?? "", raw?.name ?? ""));
        expect(t.printedName ?? t.name).toBe(raw?.name);
      }
    });
  },
);
