// The peer's domain, the Emmett way: events, evolve and decisions as plain functions.
import type { Event } from "@event-driven-io/emmett";

export type RecordCreated = Event<"RecordCreated", { recordId: string; notebookId: string; title: string; memberId: string }>;
export type ModuleAdded = Event<"ModuleAdded", { recordId: string; moduleId: string; title: string }>;
export type ModuleSaved = Event<"ModuleSaved", { recordId: string; moduleId: string; fields: Record<string, string> }>;
export type RecordSubmitted = Event<"RecordSubmitted", { recordId: string; version: number }>;
export type RecordEvent = RecordCreated | ModuleAdded | ModuleSaved | RecordSubmitted;

export interface LabRecord {
  readonly id: string;
  readonly notebookId: string;
  readonly title: string;
  readonly status: "none" | "draft" | "submitted";
  readonly version: number;
  readonly modules: Readonly<Record<string, { title: string; fields: Record<string, string> }>>;
}

export const initialState = (): LabRecord => ({ id: "", notebookId: "", title: "", status: "none", version: 0, modules: {} });

export function evolve(state: LabRecord, event: RecordEvent): LabRecord {
  switch (event.type) {
    case "RecordCreated":
      return { ...state, id: event.data.recordId, notebookId: event.data.notebookId, title: event.data.title, status: "draft" };
    case "ModuleAdded":
      return { ...state, modules: { ...state.modules, [event.data.moduleId]: { title: event.data.title, fields: {} } } };
    case "ModuleSaved": {
      const module = state.modules[event.data.moduleId]!;
      return {
        ...state,
        modules: { ...state.modules, [event.data.moduleId]: { ...module, fields: { ...module.fields, ...event.data.fields } } },
      };
    }
    case "RecordSubmitted":
      return { ...state, status: "submitted", version: event.data.version };
  }
}

export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function saveModule(state: LabRecord, moduleId: string, fields: Record<string, string>): ModuleSaved[] {
  if (state.status !== "draft") throw new Refused(state.status === "none" ? 404 : 409, "not a draft record");
  const module = state.modules[moduleId];
  if (!module) throw new Refused(404, "no such module");
  const changed = Object.entries(fields).some(([key, value]) => module.fields[key] !== value);
  return changed ? [{ type: "ModuleSaved", data: { recordId: state.id, moduleId, fields } }] : [];
}

export function addModule(state: LabRecord, moduleId: string, title: string): ModuleAdded {
  if (state.status !== "draft") throw new Refused(state.status === "none" ? 404 : 409, "not a draft record");
  return { type: "ModuleAdded", data: { recordId: state.id, moduleId, title } };
}

export function submit(state: LabRecord): RecordSubmitted {
  if (state.status !== "draft") throw new Refused(state.status === "none" ? 404 : 409, "not a draft record");
  return { type: "RecordSubmitted", data: { recordId: state.id, version: state.version + 1 } };
}
