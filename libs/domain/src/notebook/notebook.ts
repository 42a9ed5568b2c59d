import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";

export const notebookStream = (notebookId: string) => `notebook-${notebookId}`;

type NotebookEvent = { type: "NotebookCreated"; data: EventData<"NotebookCreated"> };
export interface NotebookState {
  readonly notebook?: EventData<"NotebookCreated">;
}
export type NotebookCommand = { type: "CreateNotebook"; notebook: EventData<"NotebookCreated"> };

/** A record book: created once; its records live in their own streams. */
export const notebook: Decider<NotebookCommand, NotebookState, NotebookEvent> = {
  initialState: () => ({}),
  evolve: (_, event) => ({ notebook: event.data }),
  decide: (command, state) => {
    if (state.notebook) throw new DomainError("notebook.exists", "conflict");
    if (command.notebook.name.trim().length === 0 || [...command.notebook.name].length > 100)
      throw new DomainError("notebook.nameInvalid", "invalid", { max: 100 });
    return [{ type: "NotebookCreated", data: command.notebook }];
  },
};
