import type { CurrentEvent } from "@labledger/events";
import { type ExperimentEvent, type ExperimentState, experiment, type Module } from "../experiment/experiment";
import { ROW_ORDER, type Row } from "../experiment/module-content";
import { workbookOf } from "../module-kinds/spreadSheet/workbook-fold";
import type { ChangeFacts, ChangeLike } from "./change-reading";
import type { Translate } from "./change-words";
import { type ModuleFacts, moduleRowName, type RowFacts } from "./module-words";
import { RECORD_CHANGE_EVENTS, type RecordChange, recordChangesOf } from "./record-changes";
import { SHEET_FIELDS } from "./sheet-changes";
import { wordsIn } from "./words";

/** The first cells are read in one language only to name rows; any will do, as they are the rows' own content. */
const CONTENT_WORDS: Translate = wordsIn("en");

export const moduleFactsOf = ({ title, type, subType, columns }: Module): ModuleFacts => ({ title, type, subType, columns });

/** Row positions by id, once per version of a module's rows (they never change), so a save of n rows costs O(n). */
const positions = new WeakMap<readonly Row[], Map<string, number>>();

function positionOf(rows: readonly Row[], rowId: string): number | undefined {
  let index = positions.get(rows);
  if (!index) {
    index = new Map(rows.map((row, i) => [row.rowId, i]));
    positions.set(rows, index);
  }
  return index.get(rowId);
}

function rowFactsOf(module: Module | undefined, rowId: string): RowFacts | null {
  const rows = module?.content.rows ?? [];
  const index = positionOf(rows, rowId);
  if (index === undefined) return null;
  return { position: index + 1, first: moduleRowName(moduleFactsOf(module!), rows[index]!, CONTENT_WORDS) };
}

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];

/**
 * What one change is read against: the record before and after it. A deleted module or row is
 * read as it stood before; everything else as it stands after (an added row at its new place).
 */
export function factsOf(change: ChangeLike, before: ExperimentState, after: ExperimentState): ChangeFacts {
  const find = (state: ExperimentState) => state.modules.find((m) => m.moduleId === change.moduleId);
  const [was, is] = [find(before), find(after)];
  const deleted = change.action === 3 && change.fieldName === null;
  const module = deleted ? (was ?? is) : (is ?? was);
  const facts: ChangeFacts = {
    module: module ? moduleFactsOf(module) : null,
    row:
      change.rowId === null
        ? null
        : deleted
          ? (rowFactsOf(was, change.rowId) ?? rowFactsOf(is, change.rowId))
          : (rowFactsOf(is, change.rowId) ?? rowFactsOf(was, change.rowId)),
  };
  if (change.fieldName !== null && SHEET_FIELDS.has(change.fieldName)) {
    const names = (m: Module | undefined) =>
      Object.fromEntries((m ? workbookOf(m.content).sheets : []).map((x) => [x.sheetId, x.name]));
    const named = { sheetNames: { ...names(was), ...names(is) } };
    return { ...facts, ...named };
  }
  if (change.fieldName === "comment") {
    const value = (change.action === 3 ? change.oldValue : change.newValue) as { commentId?: unknown } | null;
    const comment = before.comments.find((c) => c.commentId === value?.commentId);
    return comment ? { ...facts, comment: { text: comment.text } } : facts;
  }
  if (change.fieldName === ROW_ORDER)
    return {
      ...facts,
      rowOrder: {
        before: ids(change.oldValue).flatMap((id) => rowFactsOf(was, id) ?? []),
        after: ids(change.newValue).flatMap((id) => rowFactsOf(is, id) ?? []),
      },
    };
  if (change.fieldName === "moduleOrder") {
    const titles = (state: ExperimentState, order: unknown) =>
      ids(order).flatMap((id) => state.modules.find((m) => m.moduleId === id)?.title ?? []);
    return { ...facts, moduleOrder: { before: titles(before, change.oldValue), after: titles(after, change.newValue) } };
  }
  return facts;
}

/** One change with what it is read against, worked out only when asked (a trace page reads a few of many). */
export interface ReadableChange {
  readonly change: RecordChange;
  readonly facts: () => ChangeFacts;
}

/** One event of a record with its changes. */
export interface ReadEvent {
  readonly event: CurrentEvent;
  readonly changes: readonly ReadableChange[];
}

const CHANGES = new Set<string>(RECORD_CHANGE_EVENTS);

/**
 * A record's stream folded in order, each change paired with the record as it stood around it
 * (module titles, kinds and columns, row positions and first cells at that moment): the trace
 * and the team audit trail read every change the same way.
 */
export function readRecordEvents(events: readonly CurrentEvent[]): ReadEvent[] {
  let state = experiment.initialState();
  const read: ReadEvent[] = [];
  for (const event of events) {
    const before = state;
    state = experiment.evolve(state, event as ExperimentEvent);
    if (!CHANGES.has(event.type)) continue;
    const after = state;
    read.push({
      event,
      changes: recordChangesOf(event).map((change) => ({ change, facts: once(() => factsOf(change, before, after)) })),
    });
  }
  return read;
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
