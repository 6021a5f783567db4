import type { FastifyInstance } from "fastify";
import type { RailwaySystem } from "../railway.ts";

/**
 * The railway's own pages under `/railway/*` (ADR 011): the only pages where a
 * railway password is typed. To be filled (issue 6 item 5).
 */
export async function registerRailwayPortal(
  _app: FastifyInstance,
  _system: RailwaySystem,
): Promise<void> {}
