import {
  type ExperimentEvent,
  experimentFold,
  notebook,
  notebookSubject,
  project,
  projectSubject,
  recordSubject,
  type SearchSubject,
} from "@labledger/domain";
import type { DomainEvent } from "@labledger/events";
import type { EventStore } from "@labledger/ports";
import { readStreamNow } from "../restate/stream-state";

const fold = <S, E>(decider: { initialState: () => S; evolve: (s: S, e: E) => S }, events: readonly DomainEvent[]) =>
  events.reduce((s, e) => decider.evolve(s, e as E), decider.initialState());

/** The streams whose things the search finds, by the prefix of their id. */
const SUBJECTS = {
  experiment: (id: string, events: readonly DomainEvent[]) => recordSubject(id, fold<_, ExperimentEvent>(experimentFold, events)),
  project: (_: string, events: readonly DomainEvent[]) => projectSubject(fold(project, events)),
  notebook: (_: string, events: readonly DomainEvent[]) => notebookSubject(fold(notebook, events)),
} as const;
type _ = ReturnType<typeof experimentFold.initialState>;

const STREAM = /^(experiment|project|notebook)-(.+)$/;

/** Whether an event's stream holds something the search finds. */
export const isSearchedStream = (streamId: string): boolean => STREAM.test(streamId);

/** A searched stream as it stands now: its subject, and when it last changed; undefined when it holds none. */
export async function loadSubject(
  events: EventStore,
  streamId: string,
): Promise<{ subject: SearchSubject; updatedAt: string } | undefined> {
  const [, kind, id] = STREAM.exec(streamId) ?? [];
  const now = kind && id ? await readStreamNow(events, streamId) : undefined;
  if (!kind || !id || !now) return undefined;
  const subject = SUBJECTS[kind as keyof typeof SUBJECTS](id, now.events);
  return subject && { subject, updatedAt: now.updatedAt };
}
