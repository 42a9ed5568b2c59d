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
import { type DomainEvent, type RecordedEvent, upcast } from "@labledger/events";
import type { EventStore } from "@labledger/ports";

/** The streams whose things the search finds, by the prefix of their id. */
const SUBJECTS = {
  experiment: (id: string, events: readonly DomainEvent[]) =>
    recordSubject(
      id,
      events.reduce((s, e) => experimentFold.evolve(s, e as ExperimentEvent), experimentFold.initialState()),
    ),
  project: (_: string, events: readonly DomainEvent[]) =>
    projectSubject(events.reduce((s, e) => project.evolve(s, e as never), project.initialState())),
  notebook: (_: string, events: readonly DomainEvent[]) =>
    notebookSubject(events.reduce((s, e) => notebook.evolve(s, e as never), notebook.initialState())),
} as const;

const STREAM = /^(experiment|project|notebook)-(.+)$/;

/** Whether an event's stream holds something the search finds. */
export const isSearchedStream = (streamId: string): boolean => STREAM.test(streamId);

/** A searched stream as it stands now: its subject, and when it last changed; undefined when it holds none. */
export async function loadSubject(
  events: EventStore,
  streamId: string,
): Promise<{ subject: SearchSubject; updatedAt: string } | undefined> {
  const [, kind, id] = STREAM.exec(streamId) ?? [];
  if (!kind || !id) return undefined;
  const stored: RecordedEvent[] = await events.readStream(streamId);
  const last = stored[stored.length - 1];
  if (!last) return undefined;
  const subject = SUBJECTS[kind as keyof typeof SUBJECTS](
    id,
    stored.map((e) => upcast(e) as DomainEvent),
  );
  return subject && { subject, updatedAt: last.metadata.time };
}
