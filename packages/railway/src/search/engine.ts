/**
 * The journey search engine: built once from the timetable and the station
 * list, then answers searches from typed-array indexes without allocating
 * per stop.
 *
 * Index layout (CSR: one "start" array, one flat array of entries):
 * - per train, its stops: station id, arrival and departure minutes after
 *   00:00 IST of the origin's departure day (-1 when absent);
 * - per station, the calls there: (train, stop index), in train order;
 * - per station, the other stations within TRANSFER_RADIUS_KM with the
 *   walking time, for changes of train.
 *
 * Definitions (shared with the brute-force enumerator in brute-force.ts):
 * - a train serves A → B when it has a departure at A and, after the first
 *   such call, an arrival at B; it runs on date D at A when it leaves its
 *   origin on D − (day offset of that departure);
 * - a connection is train 1 from A to X, then train 2 from Y to B, where
 *   neither train serves A → B on its own, X and Y are not A or B, Y = X or
 *   Y is within TRANSFER_RADIUS_KM of X, and the wait from train 1's arrival
 *   at X to train 2's departure at Y is at least MIN_TRANSFER_MIN plus the
 *   walking time and at most MAX_TRANSFER_MIN; train 2's stop before B is
 *   taken before its first arrival at B. For each (train 1, train 2, train 2's
 *   run) one change is kept: the shortest wait, then the earliest stop on
 *   train 1, then the earliest stop on train 2.
 */
import type { TimetabledTrain } from "../network/model.ts";
import {
  epochDay,
  hhmm,
  isoDate,
  MINUTES_PER_DAY,
  runDaysFlags,
  runDaysText,
  weekdayMon0,
} from "./calendar.ts";
import { GeoGrid } from "./geo.ts";
import {
  compareConnection,
  compareDirect,
  connectingJourney,
  directJourney,
} from "./journey-result.ts";
import {
  ALTERNATE_RADIUS_KM,
  ALTERNATE_STATIONS,
  durationText,
  MAX_TRANSFER_MIN,
  MIN_TRANSFER_MIN,
  TRANSFER_RADIUS_KM,
  trainOwner,
  trainTypeFilter,
  walkMinutes,
} from "./rules.ts";
import { TrainNameIndex } from "./train-names.ts";
import type {
  AlternateDate,
  AlternateStation,
  AlternateStationsResult,
  ConnectingJourney,
  DirectJourney,
  JourneySearchResult,
  SearchStation,
  TrainMatch,
  TrainSchedule,
} from "./types.ts";

export interface JourneyEngineOptions {
  /** How many alternate stations on each side (default ALTERNATE_STATIONS). */
  alternateStations?: number;
  /** Within how many km (default ALTERNATE_RADIUS_KM). */
  alternateRadiusKm?: number;
}

export class JourneyEngine {
  readonly trains: readonly TimetabledTrain[];
  readonly stations: ReadonlyMap<string, SearchStation>;
  readonly #codes: string[] = [];
  readonly #ids = new Map<string, number>();
  readonly #trainByNumber = new Map<string, number>();
  // per train
  readonly #stopStart: Int32Array;
  readonly #runs: Uint8Array;
  // per stop (flat)
  readonly #stopStation: Int32Array;
  readonly #stopArr: Int32Array;
  readonly #stopDep: Int32Array;
  // per station: calls
  readonly #callStart: Int32Array;
  readonly #callTrain: Int32Array;
  readonly #callStop: Int32Array;
  // per station: transfer neighbours
  readonly #nearStart: Int32Array;
  readonly #nearStation: Int32Array;
  readonly #nearWalk: Int32Array;
  readonly #nearKm: Float64Array;
  // per station: alternates
  readonly #alternates: AlternateStation[][];
  // scratch
  readonly #trainStamp: Int32Array;
  readonly #trainMark: Int32Array;
  #stamp = 0;
  readonly #stationStamp: Int32Array;
  readonly #bwHead: Int32Array;
  readonly #bwNext: Int32Array;
  readonly #bwTrain: Int32Array;
  readonly #bwStop: Int32Array;
  readonly #bwAlight: Int32Array;
  readonly #names: TrainNameIndex;

  constructor(
    trains: readonly TimetabledTrain[],
    stations: readonly SearchStation[],
    options: JourneyEngineOptions = {},
  ) {
    this.trains = trains;
    const byCode = new Map<string, SearchStation>();
    for (const s of stations) byCode.set(s.code, s);
    const id = (code: string): number => {
      let n = this.#ids.get(code);
      if (n === undefined) {
        n = this.#codes.length;
        this.#ids.set(code, n);
        this.#codes.push(code);
        if (!byCode.has(code)) byCode.set(code, { code, name: code, lat: null, lon: null });
      }
      return n;
    };
    for (const s of stations) id(s.code);
    this.stations = byCode;

    const nTrains = trains.length;
    let nStops = 0;
    for (const t of trains) nStops += t.stops.length;
    this.#stopStart = new Int32Array(nTrains + 1);
    this.#runs = new Uint8Array(nTrains);
    this.#stopStation = new Int32Array(nStops);
    this.#stopArr = new Int32Array(nStops);
    this.#stopDep = new Int32Array(nStops);
    let k = 0;
    trains.forEach((t, ti) => {
      this.#trainByNumber.set(t.number, ti);
      this.#stopStart[ti] = k;
      let mask = 0;
      for (let w = 0; w < 7; w++) if (t.runsOn[w]) mask |= 1 << w;
      this.#runs[ti] = mask;
      for (const s of t.stops) {
        this.#stopStation[k] = id(s.code);
        this.#stopArr[k] = s.arrivalMin ?? -1;
        this.#stopDep[k] = s.departureMin ?? -1;
        k++;
      }
    });
    this.#stopStart[nTrains] = k;

    const nStations = this.#codes.length;
    this.#callStart = new Int32Array(nStations + 1);
    const callStart = this.#callStart;
    for (let i = 0; i < nStops; i++) {
      const s = (this.#stopStation[i] as number) + 1;
      callStart[s] = (callStart[s] as number) + 1;
    }
    for (let s = 0; s < nStations; s++)
      callStart[s + 1] = (callStart[s + 1] as number) + (callStart[s] as number);
    this.#callTrain = new Int32Array(nStops);
    this.#callStop = new Int32Array(nStops);
    const fill = this.#callStart.slice(0, nStations);
    for (let ti = 0; ti < nTrains; ti++) {
      for (let i = this.#stopStart[ti] as number; i < (this.#stopStart[ti + 1] as number); i++) {
        const s = this.#stopStation[i] as number;
        this.#callTrain[fill[s] as number] = ti;
        this.#callStop[fill[s] as number] = i - (this.#stopStart[ti] as number);
        fill[s] = (fill[s] as number) + 1;
      }
    }

    // Only stations some train calls at take part in changes and alternates.
    const points = this.#codes.map((code, s) => {
      const st = byCode.get(code) as SearchStation;
      return (this.#callStart[s + 1] as number) > (this.#callStart[s] as number) &&
        st.lat !== null &&
        st.lon !== null
        ? { lat: st.lat, lon: st.lon }
        : null;
    });
    const grid = new GeoGrid(points, 0.5);
    const near: { id: number; km: number }[][] = [];
    this.#alternates = [];
    const altN = options.alternateStations ?? ALTERNATE_STATIONS;
    const altKm = options.alternateRadiusKm ?? ALTERNATE_RADIUS_KM;
    let nNear = 0;
    for (let s = 0; s < nStations; s++) {
      const within = grid.within(s, altKm);
      const close = within.filter((n) => n.km <= TRANSFER_RADIUS_KM);
      near.push(close);
      nNear += close.length;
      this.#alternates.push(
        within.slice(0, altN).map((n) => ({
          code: this.#codes[n.id] as string,
          name: (byCode.get(this.#codes[n.id] as string) as SearchStation).name,
          distanceKm: Math.round(n.km * 10) / 10,
        })),
      );
    }
    this.#nearStart = new Int32Array(nStations + 1);
    this.#nearStation = new Int32Array(nNear);
    this.#nearWalk = new Int32Array(nNear);
    this.#nearKm = new Float64Array(nNear);
    let q = 0;
    for (let s = 0; s < nStations; s++) {
      this.#nearStart[s] = q;
      for (const n of near[s] ?? []) {
        this.#nearStation[q] = n.id;
        this.#nearWalk[q] = walkMinutes(n.km);
        this.#nearKm[q] = n.km;
        q++;
      }
    }
    this.#nearStart[nStations] = q;

    this.#trainStamp = new Int32Array(nTrains);
    this.#trainMark = new Int32Array(nTrains);
    this.#stationStamp = new Int32Array(nStations);
    this.#bwHead = new Int32Array(nStations);
    this.#bwNext = new Int32Array(nStops);
    this.#bwTrain = new Int32Array(nStops);
    this.#bwStop = new Int32Array(nStops);
    this.#bwAlight = new Int32Array(nStops);
    this.#names = new TrainNameIndex(trains);
  }

  /** The station codes the engine knows (from the station list and the trains). */
  hasStation(code: string): boolean {
    return this.#ids.has(code);
  }

  #nextStamp(): number {
    this.#stamp++;
    if (this.#stamp === 0x7fffffff) {
      this.#trainStamp.fill(0);
      this.#stationStamp.fill(0);
      this.#trainMark.fill(0);
      this.#stamp = 1;
    }
    return this.#stamp;
  }

  /** Index (within the train) of the first call at `station` with a departure, or -1. */
  #firstDeparture(t: number, station: number): number {
    const start = this.#stopStart[t] as number;
    const end = this.#stopStart[t + 1] as number;
    for (let i = start; i < end; i++)
      if ((this.#stopStation[i] as number) === station && (this.#stopDep[i] as number) >= 0)
        return i - start;
    return -1;
  }

  /** Index of the first arrival at `station` after stop `after`, or -1. */
  #arrivalAfter(t: number, station: number, after: number): number {
    const start = this.#stopStart[t] as number;
    const end = this.#stopStart[t + 1] as number;
    for (let i = start + after + 1; i < end; i++)
      if ((this.#stopStation[i] as number) === station && (this.#stopArr[i] as number) >= 0)
        return i - start;
    return -1;
  }

  #runsOnDay(t: number, originDay: number): boolean {
    return ((this.#runs[t] as number) & (1 << weekdayMon0(originDay))) !== 0;
  }

  /**
   * Calls `visit(train, board, alight)` for every train serving A → B (any day).
   * Marks trains calling at B with the current stamp in #trainStamp.
   */
  #eachServing(
    a: number,
    b: number,
    visit: (t: number, board: number, alight: number) => void,
  ): void {
    const stamp = this.#nextStamp();
    for (let c = this.#callStart[b] as number; c < (this.#callStart[b + 1] as number); c++)
      this.#trainStamp[this.#callTrain[c] as number] = stamp;
    for (let c = this.#callStart[a] as number; c < (this.#callStart[a + 1] as number); c++) {
      const t = this.#callTrain[c] as number;
      if ((this.#trainStamp[t] as number) !== stamp) continue;
      const board = this.#callStop[c] as number;
      if ((this.#stopDep[(this.#stopStart[t] as number) + board] as number) < 0) continue;
      if (this.#firstDeparture(t, a) !== board) continue; // a later call of a loop: counted once
      const alight = this.#arrivalAfter(t, b, board);
      if (alight >= 0) visit(t, board, alight);
    }
  }

  #station(code: string): number {
    return this.#ids.get(code.toUpperCase()) ?? -1;
  }

  /**
   * J1: direct trains from `from` to `to` running on `date` (IST, `YYYY-MM-DD`) at the boarding station.
   * `bookedAt` (here and below): the instant fares are quoted at, the railway's clock
   * (`fares/revisions.ts`); without it, the latest revision's fares.
   */
  direct(from: string, to: string, date: string, bookedAt?: Date): DirectJourney[] {
    const day = epochDay(date);
    const a = this.#station(from);
    const b = this.#station(to);
    const out: DirectJourney[] = [];
    if (a < 0 || b < 0 || a === b) return out;
    this.#eachServing(a, b, (t, board, alight) => {
      const originDay =
        day -
        Math.floor(
          (this.#stopDep[(this.#stopStart[t] as number) + board] as number) / MINUTES_PER_DAY,
        );
      if (this.#runsOnDay(t, originDay))
        out.push(
          directJourney(
            this.trains[t] as TimetabledTrain,
            board,
            alight,
            originDay,
            this.stations,
            bookedAt,
          ),
        );
    });
    return out.sort(compareDirect);
  }

  /**
   * Every train serving `from` → `to` on any day of the week (route pages):
   * each as the journey of the first date from `date` (IST) on which it runs there.
   */
  directAnyDay(from: string, to: string, date: string, bookedAt?: Date): DirectJourney[] {
    const day = epochDay(date);
    const a = this.#station(from);
    const b = this.#station(to);
    const out: DirectJourney[] = [];
    if (a < 0 || b < 0 || a === b) return out;
    this.#eachServing(a, b, (t, board, alight) => {
      const offset = Math.floor(
        (this.#stopDep[(this.#stopStart[t] as number) + board] as number) / MINUTES_PER_DAY,
      );
      for (let d = 0; d < 7; d++) {
        if (!this.#runsOnDay(t, day + d - offset)) continue;
        const train = this.trains[t] as TimetabledTrain;
        out.push(directJourney(train, board, alight, day + d - offset, this.stations, bookedAt));
        return;
      }
    });
    return out.sort(
      (x, y) => x.departure.time.localeCompare(y.departure.time) || compareDirect(x, y),
    );
  }

  /** The calls at a station: each train and the index of its stop there, in train order. */
  callsAt(code: string): { train: TimetabledTrain; stop: number }[] {
    const s = this.#station(code);
    if (s < 0) return [];
    const out: { train: TimetabledTrain; stop: number }[] = [];
    for (let c = this.#callStart[s] as number; c < (this.#callStart[s + 1] as number); c++)
      out.push({
        train: this.trains[this.#callTrain[c] as number] as TimetabledTrain,
        stop: this.#callStop[c] as number,
      });
    return out;
  }

  /** Codes of the stations some train calls at, sorted. */
  servedStations(): string[] {
    const out: string[] = [];
    this.#codes.forEach((code, s) => {
      if ((this.#callStart[s + 1] as number) > (this.#callStart[s] as number)) out.push(code);
    });
    return out.sort();
  }

  /** J2: direct trains and every two-train connection (see the definitions at the top of this file). */
  search(from: string, to: string, date: string, bookedAt?: Date): JourneySearchResult {
    const direct = this.direct(from, to, date, bookedAt);
    const connections = this.connections(from, to, date, bookedAt);
    return { from: from.toUpperCase(), to: to.toUpperCase(), date, direct, connections };
  }

  /** Two-train connections only. */
  connections(from: string, to: string, date: string, bookedAt?: Date): ConnectingJourney[] {
    const day = epochDay(date);
    const a = this.#station(from);
    const b = this.#station(to);
    if (a < 0 || b < 0 || a === b) return [];
    const stopStart = this.#stopStart;
    const stopStation = this.#stopStation;
    const stopArr = this.#stopArr;
    const stopDep = this.#stopDep;

    // Trains serving A → B on their own are not legs of a connection.
    const direct = this.#nextStamp();
    this.#eachServing(a, b, (t) => {
      this.#trainMark[t] = direct;
    });

    // Backward: every (train 2, stop before its first arrival at B), bucketed by station.
    const bw = this.#nextStamp();
    let nb = 0;
    for (let c = this.#callStart[b] as number; c < (this.#callStart[b + 1] as number); c++) {
      const t = this.#callTrain[c] as number;
      if ((this.#trainMark[t] as number) === direct) continue;
      const alight = this.#callStop[c] as number;
      const base = stopStart[t] as number;
      if ((stopArr[base + alight] as number) < 0) continue;
      if (this.#arrivalAfter(t, b, -1) !== alight) continue; // first arrival at B only
      for (let p = 0; p < alight; p++) {
        const y = stopStation[base + p] as number;
        if ((stopDep[base + p] as number) < 0 || y === a || y === b) continue;
        if ((this.#stationStamp[y] as number) !== bw) {
          this.#stationStamp[y] = bw;
          this.#bwHead[y] = -1;
        }
        this.#bwTrain[nb] = t;
        this.#bwStop[nb] = p;
        this.#bwAlight[nb] = alight;
        this.#bwNext[nb] = this.#bwHead[y] as number;
        this.#bwHead[y] = nb;
        nb++;
      }
    }
    if (nb === 0) return [];

    // Forward: every (train 1 running on the date at A, later stop X), joined with the buckets at X and near X.
    const best = new Map<number, number>();
    const cand: number[] = []; // flat records: t1, board, j, t2, p, alight, k, gap, walkMin, nearIndex(-1 same)
    const nTrains = this.trains.length;
    for (let c = this.#callStart[a] as number; c < (this.#callStart[a + 1] as number); c++) {
      const t1 = this.#callTrain[c] as number;
      if ((this.#trainMark[t1] as number) === direct) continue;
      const board = this.#callStop[c] as number;
      const base1 = stopStart[t1] as number;
      const dep1 = stopDep[base1 + board] as number;
      if (dep1 < 0 || this.#firstDeparture(t1, a) !== board) continue;
      const o1 = day - Math.floor(dep1 / MINUTES_PER_DAY);
      if (!this.#runsOnDay(t1, o1)) continue;
      const end1 = stopStart[t1 + 1] as number;
      for (let j = base1 + board + 1; j < end1; j++) {
        const x = stopStation[j] as number;
        if ((stopArr[j] as number) < 0 || x === a || x === b) continue;
        const arr1 = o1 * MINUTES_PER_DAY + (stopArr[j] as number);
        for (
          let n = (this.#nearStart[x] as number) - 1;
          n < (this.#nearStart[x + 1] as number);
          n++
        ) {
          const y = n < (this.#nearStart[x] as number) ? x : (this.#nearStation[n] as number);
          if ((this.#stationStamp[y] as number) !== bw) continue;
          const walk = n < (this.#nearStart[x] as number) ? 0 : (this.#nearWalk[n] as number);
          const earliest = arr1 + MIN_TRANSFER_MIN + walk;
          for (let e = this.#bwHead[y] as number; e >= 0; e = this.#bwNext[e] as number) {
            const t2 = this.#bwTrain[e] as number;
            if (t2 === t1) continue;
            const dep2 = stopDep[(stopStart[t2] as number) + (this.#bwStop[e] as number)] as number;
            const k = Math.ceil((earliest - dep2) / MINUTES_PER_DAY);
            const gap = k * MINUTES_PER_DAY + dep2 - arr1;
            if (gap > MAX_TRANSFER_MIN || !this.#runsOnDay(t2, k)) continue;
            const key = (t1 * nTrains + t2) * 64 + (k - day + 32);
            const rec = best.get(key);
            const jj = j - base1;
            if (rec !== undefined) {
              const g = cand[rec + 7] as number;
              if (
                g < gap ||
                (g === gap &&
                  ((cand[rec + 2] as number) < jj ||
                    ((cand[rec + 2] as number) === jj &&
                      (cand[rec + 4] as number) <= (this.#bwStop[e] as number))))
              )
                continue;
              cand[rec + 2] = jj;
              cand[rec + 4] = this.#bwStop[e] as number;
              cand[rec + 7] = gap;
              cand[rec + 8] = walk;
              cand[rec + 9] = n;
            } else {
              best.set(key, cand.length);
              cand.push(
                t1,
                board,
                jj,
                t2,
                this.#bwStop[e] as number,
                this.#bwAlight[e] as number,
                k,
                gap,
                walk,
                n,
              );
            }
          }
        }
      }
    }

    const out: ConnectingJourney[] = [];
    for (let r = 0; r < cand.length; r += 10) {
      const t1 = cand[r] as number;
      const t2 = cand[r + 3] as number;
      const o1 =
        day -
        Math.floor(
          (stopDep[(stopStart[t1] as number) + (cand[r + 1] as number)] as number) /
            MINUTES_PER_DAY,
        );
      const x = stopStation[(stopStart[t1] as number) + (cand[r + 2] as number)] as number;
      const n = cand[r + 9] as number;
      const km = n < (this.#nearStart[x] as number) ? 0 : (this.#nearKm[n] as number);
      const first = directJourney(
        this.trains[t1] as TimetabledTrain,
        cand[r + 1] as number,
        cand[r + 2] as number,
        o1,
        this.stations,
        bookedAt,
      );
      const second = directJourney(
        this.trains[t2] as TimetabledTrain,
        cand[r + 4] as number,
        cand[r + 5] as number,
        cand[r + 6] as number,
        this.stations,
        bookedAt,
      );
      out.push(connectingJourney(first, second, km, cand[r + 8] as number));
    }
    return out.sort(compareConnection);
  }

  /** Up to ALTERNATE_STATIONS stations with trains within ALTERNATE_RADIUS_KM, nearest first. */
  alternateStations(code: string): AlternateStation[] {
    const s = this.#station(code);
    return s < 0 ? [] : (this.#alternates[s] ?? []);
  }

  /** J3: direct trains between the searched and alternate stations on either side (the searched pair itself excluded). */
  alternateStationSearch(
    from: string,
    to: string,
    date: string,
    bookedAt?: Date,
  ): AlternateStationsResult {
    const self = (code: string): AlternateStation => {
      const c = code.toUpperCase();
      return { code: c, name: this.stations.get(c)?.name ?? c, distanceKm: 0 };
    };
    const fromAlternates = this.alternateStations(from);
    const toAlternates = this.alternateStations(to);
    const routes: AlternateStationsResult["routes"] = [];
    for (const f of [self(from), ...fromAlternates]) {
      for (const t of [self(to), ...toAlternates]) {
        if ((f.distanceKm === 0 && t.distanceKm === 0) || f.code === t.code) continue;
        const trains = this.direct(f.code, t.code, date, bookedAt);
        if (trains.length > 0) routes.push({ from: f, to: t, trains });
      }
    }
    return { fromAlternates, toAlternates, routes };
  }

  /**
   * Alternate dates: the dates within `span` days before and after `date`
   * (the date itself excluded) on which at least one direct train runs, nearest first
   * on each side.
   */
  alternateDates(
    from: string,
    to: string,
    date: string,
    span = 7,
  ): { before: AlternateDate[]; after: AlternateDate[] } {
    const day = epochDay(date);
    const a = this.#station(from);
    const b = this.#station(to);
    const before: AlternateDate[] = [];
    const after: AlternateDate[] = [];
    if (a < 0 || b < 0 || a === b) return { before, after };
    const served: number[] = [];
    this.#eachServing(a, b, (t, board) => {
      served.push(
        t,
        Math.floor(
          (this.#stopDep[(this.#stopStart[t] as number) + board] as number) / MINUTES_PER_DAY,
        ),
      );
    });
    const count = (d: number): number => {
      let n = 0;
      for (let i = 0; i < served.length; i += 2)
        if (this.#runsOnDay(served[i] as number, d - (served[i + 1] as number))) n++;
      return n;
    };
    for (let i = 1; i <= span; i++) {
      const nb = count(day - i);
      if (nb > 0) before.push({ date: isoDate(day - i), trains: nb });
      const na = count(day + i);
      if (na > 0) after.push({ date: isoDate(day + i), trains: na });
    }
    return { before, after };
  }

  /** A train's schedule and details by number, or null. */
  schedule(number: string): TrainSchedule | null {
    const t = this.#trainByNumber.get(number.trim());
    if (t === undefined) return null;
    const train = this.trains[t] as TimetabledTrain;
    const name = (code: string) => this.stations.get(code)?.name ?? code;
    return {
      number: train.number,
      name: train.name,
      type: train.type,
      trainOwner: trainOwner(train.type),
      trainTypeFilter: trainTypeFilter(train.type),
      source: train.from,
      destination: train.to,
      pair: train.pair,
      distanceKm: train.distanceKm,
      durationMin: train.durationMin,
      duration: durationText(train.durationMin),
      runDays: [...train.runsOn],
      runDaysFlags: runDaysFlags(train.runsOn),
      runDaysText: runDaysText(train.runsOn),
      classes: train.classes,
      cateringIncluded: train.cateringIncluded,
      superfast: train.superfast,
      stops: train.stops.map((s) => ({
        code: s.code,
        name: name(s.code),
        arrival: s.arrivalMin === null ? null : hhmm(s.arrivalMin),
        departure: s.departureMin === null ? null : hhmm(s.departureMin),
        day: s.day,
        haltMin: s.haltMin,
        distanceKm: s.distanceKm,
      })),
    };
  }

  /** The timetabled train by number, or null. */
  train(number: string): TimetabledTrain | null {
    const t = this.#trainByNumber.get(number.trim());
    return t === undefined ? null : (this.trains[t] as TimetabledTrain);
  }

  /** Trains by number (exact) or name (prefix, then word prefix, then typo-tolerant), best first. */
  findTrains(query: string, limit = 10): TrainMatch[] {
    return this.#names.find(query, limit);
  }
}

export function buildJourneyEngine(
  trains: readonly TimetabledTrain[],
  stations: readonly SearchStation[],
  options?: JourneyEngineOptions,
): JourneyEngine {
  return new JourneyEngine(trains, stations, options);
}
