import type { FormatId, Trajectory } from "../model.js";
import type { Records } from "./records.js";

/** One transcript format: recognizes its records and reads them into a trajectory. */
export interface FormatReader {
  id: FormatId;
  detect(records: Records): boolean;
  read(records: Records): Trajectory;
}
