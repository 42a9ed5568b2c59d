import { DecideApprovalHandler } from "./decide-approval.command";
import { ChangeLockHandler } from "./lock.commands";
import { RemoveSignatureHandler, SignModuleHandler } from "./signature.commands";
import { RecallExperimentHandler, RollBackExperimentHandler, SubmitExperimentHandler } from "./submission.commands";

/** One handler per lifecycle and approval command (the CommandBus dispatches to them). */
export const LIFECYCLE_COMMAND_HANDLERS = [
  SubmitExperimentHandler,
  RecallExperimentHandler,
  RollBackExperimentHandler,
  ChangeLockHandler,
  SignModuleHandler,
  RemoveSignatureHandler,
  DecideApprovalHandler,
];
