import type { Edit, Trajectory } from "../model.js";
import { builtFiles, type BuiltFiles } from "./built-files.js";
import { rewrittenInCut } from "./cut-rewrites.js";
import { regeneratedDeletes } from "./regenerated.js";
import { launchedInBackground } from "./launched.js";
import { relinkedAsListed } from "./relinked.js";
import { movedAwayAndBack } from "./moved-back.js";
import { deletesOfAbsent } from "./absent-deletes.js";

/** What the shell did that an edit's own record does not say: the files builds wrote, the deletes a cut hid a rewrite behind. */
export interface WorkFacts {
  built: BuiltFiles;
  rewritten: ReadonlySet<Edit>;
  /** Deletes of outputs a program of the session said it wrote again (regenerated.ts). */
  regenerated: ReadonlySet<Edit>;
  /** Files started as programs left running in the background: the work, wherever they lie (launched.ts). */
  launched: ReadonlySet<string>;
  /** Links made again as a listing had shown them (relinked.ts): no change. */
  relinked: ReadonlySet<Edit>;
  /** Files moved away and back, and what was written to them meanwhile (moved-back.ts): no change. */
  movedBack: ReadonlySet<Edit>;
  /** Deletes of paths the transcript last showed absent (absent-deletes.ts): no change. */
  absentDeletes: ReadonlySet<Edit>;
}

export const NO_WORK_FACTS: WorkFacts = {
  built: new Map(), rewritten: new Set(), regenerated: new Set(), launched: new Set(), relinked: new Set(),
  movedBack: new Set(), absentDeletes: new Set(),
};

const known = new WeakMap<Trajectory, WorkFacts>();

export function workFacts(trajectory: Trajectory): WorkFacts {
  const cached = known.get(trajectory);
  if (cached !== undefined) return cached;
  const facts = {
    built: builtFiles(trajectory), rewritten: rewrittenInCut(trajectory), regenerated: regeneratedDeletes(trajectory),
    launched: launchedInBackground(trajectory), relinked: relinkedAsListed(trajectory),
    movedBack: movedAwayAndBack(trajectory), absentDeletes: deletesOfAbsent(trajectory),
  };
  known.set(trajectory, facts);
  return facts;
}
