import {
  experimentFold,
  notebook,
  notebookSubject,
  project,
  projectSubject,
  recordSubject,
  type SearchSubject,
} from "@labledger/domain";
import type { Fold, StreamFolds } from "../restate/stream-folds";

interface Subjects<S> {
  readonly fold: Fold<S>;
  readonly subject: (id: string, state: S) => SearchSubject | undefined;
}
const subjects = <S>(fold: Fold<S>, subject: (id: string, state: S) => SearchSubject | undefined): Subjects<S> => ({
  fold,
  subject,
});

/** The streams whose things the search finds, by the prefix of their id. */
const SUBJECTS = {
  experiment: subjects(experimentFold, recordSubject),
  project: subjects(project, (_, state) => projectSubject(state)),
  notebook: subjects(notebook, (_, state) => notebookSubject(state)),
} as const;

const STREAM = /^(experiment|project|notebook)-(.+)$/;

/** Whether an event's stream holds something the search finds. */
export const isSearchedStream = (streamId: string): boolean => STREAM.test(streamId);

/** A searched stream as it stands now: its subject, and when it last changed; undefined when it holds none. */
export async function loadSubject(
  folds: StreamFolds,
  streamId: string,
): Promise<{ subject: SearchSubject; updatedAt: string } | undefined> {
  const [, kind, id] = STREAM.exec(streamId) ?? [];
  if (!kind || !id) return undefined;
  const { fold, subject } = SUBJECTS[kind as keyof typeof SUBJECTS] as Subjects<unknown>;
  const now = await folds.now(streamId, kind, fold);
  const found = now && subject(id, now.state);
  return found && { subject: found, updatedAt: now.updatedAt };
}
