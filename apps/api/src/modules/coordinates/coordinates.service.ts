import {
  type CoordinatesRequest,
  NEAREST_LIMIT,
  NEAREST_RADIUS_KM,
  type NearestStations,
} from "@safar/contracts/coordinates";
import type { RailwayGateway } from "@safar/railway/gateway";

/** The nearest served stations to a position (issue 25 item 2); nothing stored. */
export function createCoordinatesService(deps: {
  railway: Pick<RailwayGateway, "nearbyStations">;
}) {
  return {
    async nearest(position: CoordinatesRequest): Promise<NearestStations> {
      const found = await deps.railway.nearbyStations(position, {
        radiusKm: NEAREST_RADIUS_KM,
        limit: NEAREST_LIMIT,
        servedOnly: true,
      });
      const stations = found.map(({ station, distanceKm }) => ({
        code: station.code,
        name: station.name,
        city: station.city,
        state: station.state,
        distanceKm: Math.round(distanceKm * 10) / 10,
      }));
      const first = stations[0];
      return { stations, city: first?.city ?? "", state: first?.state ?? "" };
    },
  };
}
