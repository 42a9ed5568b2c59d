import { DecideApprovalHandler } from "./decide-approval.command";
import { ChangeFlowHandler, CreateFlowHandler, DeleteFlowHandler, SetDefaultFlowHandler } from "./flow.commands";
import { ChangeLockHandler } from "./lock.commands";
import { RemoveSignatureHandler, SignModuleHandler } from "./signature.commands";
import { RecallExperimentHandler, RollBackExperimentHandler, SubmitExperimentHandler } from "./submission.commands";

/** One handler per lifecycle, approval and approval-flow command (the CommandBus dispatches to them). */
export const LIFECYCLE_COMMAND_HANDLERS = [
  SubmitExperimentHandler,
  RecallExperimentHandler,
  RollBackExperimentHandler,
  ChangeLockHandler,
  SignModuleHandler,
  RemoveSignatureHandler,
  DecideApprovalHandler,
  CreateFlowHandler,
  ChangeFlowHandler,
  DeleteFlowHandler,
  SetDefaultFlowHandler,
];
