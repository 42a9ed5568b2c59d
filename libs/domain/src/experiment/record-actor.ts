import type { ActingMember, ProjectState } from "../project/project";

/**
 * Who acts on a record, with the facts about them its rules need, gathered by the shell:
 * their viewing scope, and the record's project as it stands (its writers edit the record).
 */
export interface RecordActor extends ActingMember {
  readonly recordProject?: ProjectState;
}

/** What creating a record in a book needs: the book, and where a project is named, one the member sees, open for work, that they write in, with the task. */
export interface NewRecordFacts {
  readonly actor: RecordActor;
  readonly book: { readonly notebookId: string; readonly projectId?: string | null } | undefined;
  /** The project named (or the book's), folded from its stream; undefined when none is named. */
  readonly project: ProjectState | undefined;
  readonly projectId: string | null;
  readonly taskId: string | null;
}
