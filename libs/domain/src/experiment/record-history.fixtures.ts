import { acting } from "../access/acting.fixtures";
import type { ApprovalFlowsState, ReviewerContext } from "../approval/approval-flows";
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
 * editing, signed and unsigned; submissions, reviews, recalls, locks, archiving, shares); a command the decider
 * refuses is skipped, as a member's would be.
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
  if (roll >= 85) return lifecycleCommand(state, random, now, target);
  if (roll >= 82) return shareCommand(state, random, now);
  // Once submitted or signed, every change gives a reason.
  const reason = "更正：typo";
  if (!target || roll < 8) {
    const grid = random.int(2) === 0;
    return {
      type: "AddModule",
      actor,
      reason,
      module: {
        moduleId: newModuleId(),
        type: grid ? "grid" : "input",
        subType: grid ? "labMaterial" : null,
        title: `${random.pick(WORDS)} ${random.int(1000)}`,
        required: random.int(5) === 0,
        columns: grid ? [{ field: "name", required: true, className: "required" }] : [],
        afterModuleId: random.int(3) === 0 || state.modules.length === 0 ? null : random.pick(state.modules).moduleId,
      },
    };
  }
  if (roll < 14)
    return {
      type: "ChangeDetails",
      actor,
      reason,
      details: {
        title: `${random.pick(WORDS)} ${random.int(100)}`.trim() || "Untitled",
        roomTemperature: random.pick([null, "N/A", random.int(60), -random.int(60) / 2]),
        conclusion: random.pick([null, "success", "fail", "stop"] as const),
        participants: [random.pick(MEMBERS)],
      },
    };
  if (roll < 18) return { type: "RenameModule", actor, reason, moduleId: target.moduleId, title: `${random.pick(WORDS)}!` };
  if (roll < 21)
    return {
      type: "ReorderModules",
      actor,
      reason,
      order: [...state.modules.map((m) => m.moduleId)].sort(() => random.next() - 0.5),
    };
  if (roll < 23) return { type: "DeleteModule", actor, reason, moduleId: target.moduleId };
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
    reason,
    moduleId: target.moduleId,
    content:
      target.type === "grid" ? editedRows(target.content.rows, random) : { fields: { value: random.pick(WORDS) }, rows: [] },
    isAuto: random.int(2) === 0,
    lastCacheTime: target.cacheTime,
    now,
  };
}

const FLOW = {
  flowId: "f1",
  name: "QA review",
  nodes: [
    { name: "Peer review", reviewers: [{ kind: "members" as const, memberIds: ["ana"] }] },
    { name: "QA approval", reviewers: [{ kind: "members" as const, memberIds: ["李华"] }] },
  ],
};
const FLOWS: ApprovalFlowsState = { flows: new Map([[FLOW.flowId, FLOW]]), defaultFlowId: FLOW.flowId };
const REVIEWERS: ReviewerContext = {
  projectManagerIds: [],
  departmentManagerIds: [],
  directSuperiorIds: [],
  memberIdsOfRole: () => [],
  isActive: () => true,
};
const signer = (memberId: string, meaning: "authorship" | "review" | "approval" | "rejection" | "responsibility") => ({
  memberId,
  printedName: `${memberId}（签名）`,
  meaning,
});

/** A step of the record's lifecycle: submit, review by the node's reviewer, recall and its decision, lock, module signatures. */
function lifecycleCommand(
  state: ExperimentState,
  random: ReturnType<typeof seeded>,
  now: Date,
  target: ExperimentState["modules"][number] | undefined,
): ExperimentCommand {
  const owner = acting("owner", { admin: true });
  const { approval, recall } = state.lifecycle;
  const reviewer = approval?.nodes[approval.node]?.reviewerIds[0] ?? "ana";
  const step = random.int(10);
  if (step <= 1 || (step === 7 && random.int(3) !== 0))
    return { type: "SubmitExperiment", actor: owner, flows: FLOWS, reviewers: REVIEWERS };
  if (step <= 4)
    return {
      type: "ReviewExperiment",
      actor: acting(reviewer, { admin: true }),
      decision: random.int(3) === 0 ? "reject" : "approve",
      comment: random.pick(["", "请补充数据", "ok"]),
      signer: signer(reviewer, random.int(2) === 0 ? "approval" : "review"),
      now,
      approvalListed: true,
    };
  if (step === 5) return { type: "RequestRecall", actor: owner, reason: "数据有误" };
  if (step === 6) {
    const decider = recall?.reviewerIds[0] ?? "ana";
    return {
      type: "DecideRecall",
      actor: acting(decider, { admin: true }),
      granted: random.int(4) !== 0,
      comment: "同意",
      signer: signer(decider, "approval"),
      now,
      approvalListed: true,
    };
  }
  if (step === 7 && state.lifecycle.archived)
    return { type: "UnarchiveExperiment", actor: owner, reason: "复核", signer: signer("owner", "responsibility"), now };
  if (step === 7 && random.int(3) === 0) return { type: "ArchiveExperiment", actor: owner, now, retentionYears: 10 };
  if (step === 7) return { type: "ChangeLock", actor: owner, locked: !state.lifecycle.locked };
  const signature = target?.signatures[0];
  if (step === 8 || !signature)
    return { type: "SignModule", actor: owner, moduleId: target?.moduleId ?? "none", signer: signer("owner", "authorship"), now };
  return {
    type: "RemoveSignature",
    actor: owner,
    moduleId: target.moduleId,
    signerId: signature.signerId,
    signTime: signature.signTime,
    remover: signer("owner", "responsibility"),
    now,
  };
}

/** Sharing the record: asked for, decided by its reviewer with a signature, revoked. */
function shareCommand(state: ExperimentState, random: ReturnType<typeof seeded>, now: Date): ExperimentCommand {
  const owner = acting("owner", { admin: true });
  const shares = state.shares ?? [];
  const pending = shares.find((s) => s.state === "pending");
  const active = shares.find((s) => s.state === "active");
  const step = random.int(3);
  if (step === 0 && pending) {
    const decider = pending.reviewerIds[0]!;
    const granted = random.int(4) !== 0;
    return {
      type: "DecideShare",
      actor: acting(decider),
      shareId: pending.shareId,
      granted,
      comment: random.pick(["", "同意"]),
      signer: signer(decider, granted ? "approval" : "rejection"),
      now,
    };
  }
  if (step === 1 && active) return { type: "RevokeShare", actor: owner, shareId: active.shareId };
  return {
    type: "RequestShare",
    actor: owner,
    shareId: `s${shares.length + 1}`,
    memberIds: [random.pick(MEMBERS.slice(1))],
    departmentIds: random.int(2) === 0 ? ["chem"] : [],
    attribute: random.pick([0, 1] as const),
    reason: "共享给合作者",
    reviewerIds: ["ana"],
    receiversKnown: true,
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
