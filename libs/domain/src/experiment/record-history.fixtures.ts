import { acting } from "../access/acting.fixtures";
import { DomainError } from "../decider/domain-error";
import { type ExperimentCommand, type ExperimentEvent, type ExperimentState, experiment } from "./experiment";
import { RECORD_CREATED } from "./record.fixtures";

/** A small seeded generator (mulberry32): the same seed gives the same history on every machine. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const MEMBERS = ["owner", "ana", "李华"] as const;
const WORDS = ["Pd(PPh3)4", "乙醇", "THF", "", "N/A", "酰胺偶联", "x".repeat(40), 'a"b\\c'];

/**
 * Test support: a record's history made by the real experiment decider from seeded random
 * commands (details, modules added, renamed, reordered, deleted, saved, granted, held for
 * editing); a command the decider refuses is skipped, as a member's would be.
 */
export function generatedRecordHistory(seed: number, length: number): ExperimentEvent[] {
  const random = seeded(seed);
  const events: ExperimentEvent[] = [RECORD_CREATED];
  let state = experiment.evolve(experiment.initialState(), RECORD_CREATED);
  let clock = Date.parse("2026-11-23T08:00:00.000Z");
  let modules = 0;
  for (let attempts = 0; events.length < length && attempts < length * 20; attempts++) {
    clock += 1 + random.int(90_000);
    const command = randomCommand(state, random, new Date(clock), () => `m${++modules}`);
    let decided: ExperimentEvent[];
    try {
      decided = experiment.decide(command, state);
    } catch (error) {
      if (error instanceof DomainError) continue;
      throw error;
    }
    for (const event of decided.slice(0, length - events.length)) {
      events.push(event);
      state = experiment.evolve(state, event);
    }
  }
  return events;
}

function randomCommand(
  state: ExperimentState,
  random: ReturnType<typeof seeded>,
  now: Date,
  newModuleId: () => string,
): ExperimentCommand {
  const actor = acting("owner", { admin: true });
  const target = state.modules.length > 0 ? random.pick(state.modules) : undefined;
  const roll = random.int(100);
  if (!target || roll < 8) {
    const grid = random.int(2) === 0;
    return {
      type: "AddModule",
      actor,
      module: {
        moduleId: newModuleId(),
        type: grid ? "grid" : "input",
        subType: grid ? "labMaterial" : null,
        title: `${random.pick(WORDS)} ${random.int(1000)}`,
        required: random.int(2) === 0,
        columns: grid ? [{ field: "name", required: true, className: "required" }] : [],
        afterModuleId: random.int(3) === 0 || state.modules.length === 0 ? null : random.pick(state.modules).moduleId,
      },
    };
  }
  if (roll < 14)
    return {
      type: "ChangeDetails",
      actor,
      details: {
        title: `${random.pick(WORDS)} ${random.int(100)}`.trim() || "Untitled",
        roomTemperature: random.pick([null, "N/A", random.int(60), -random.int(60) / 2]),
        conclusion: random.pick([null, "success", "fail", "stop"] as const),
        participants: [random.pick(MEMBERS)],
      },
    };
  if (roll < 18) return { type: "RenameModule", actor, moduleId: target.moduleId, title: `${random.pick(WORDS)}!` };
  if (roll < 21)
    return {
      type: "ReorderModules",
      actor,
      order: [...state.modules.map((m) => m.moduleId)].sort(() => random.next() - 0.5),
    };
  if (roll < 23) return { type: "DeleteModule", actor, moduleId: target.moduleId };
  if (roll < 27)
    return {
      type: "GrantModule",
      actor,
      moduleId: target.moduleId,
      memberId: random.pick(MEMBERS.slice(1)),
      attribute: random.pick([0, 1, null] as const),
      granteeKnown: true,
    };
  if (roll < 30) return { type: "EnableModuleEdit", actor, moduleId: target.moduleId, now, holdMs: 60_000 };
  return {
    type: "SaveModule",
    actor,
    moduleId: target.moduleId,
    content:
      target.type === "grid" ? editedRows(target.content.rows, random) : { fields: { value: random.pick(WORDS) }, rows: [] },
    isAuto: random.int(2) === 0,
    lastCacheTime: target.cacheTime,
    now,
  };
}

/** A grid's rows with one row added, changed or removed. */
function editedRows(rows: ExperimentState["modules"][number]["content"]["rows"], random: ReturnType<typeof seeded>) {
  const roll = random.int(3);
  const row = () => ({ name: random.pick(WORDS) || "x", amount: random.int(1000) / 10, unit: random.pick(["g", "mL", "mol"]) });
  if (roll === 0 || rows.length === 0) return { fields: {}, rows: [...rows, { rowId: `r${random.int(1e9)}`, ...row() }] };
  const at = random.int(rows.length);
  if (roll === 1) return { fields: {}, rows: rows.map((r, i) => (i === at ? { ...r, ...row() } : r)) };
  return { fields: {}, rows: rows.filter((_, i) => i !== at) };
}
