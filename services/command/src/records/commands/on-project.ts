import { type ActingMember, type ProjectCommand, type ProjectEvent, project, projectStream } from "@labledger/domain";
import { loadViewer } from "../../auth/viewer";
import { type Caller, metadataActorOf } from "../../pipeline/caller";
import { type Appended, handleCommand } from "../../pipeline/handle-command";
import type { Runtime } from "../../runtime/runtime";

/** The decider pipeline for a project: the acting member with their viewing scope, the command built on the state read, decided, appended with that revision. */
export async function onProject(
  runtime: Runtime,
  caller: Caller,
  projectId: string,
  build: (actor: ActingMember) => ProjectCommand,
): Promise<Appended<ProjectEvent>> {
  const { member } = caller.session;
  const actor: ActingMember = {
    memberId: member.id,
    isOrganisationAdmin: member.isOrganisationAdmin,
    viewer: await loadViewer(runtime, caller.session),
  };
  return handleCommand(runtime.ports.events, projectStream(projectId), project, () => build(actor), {
    metadata: { actor: metadataActorOf(caller) },
    clientCommandId: caller.clientCommandId,
  });
}
