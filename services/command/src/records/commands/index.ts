import { AddAttachmentsHandler } from "./add-attachments.command";
import { CloneExperimentHandler, CreateExperimentHandler } from "./create-experiment.command";
import { CreateNotebookHandler } from "./create-notebook.command";
import { GrantModuleHandler } from "./grant-module.command";
import { EnableModuleEditHandler, SaveModuleHandler } from "./module-edit.commands";
import {
  ChangeProjectHandler,
  ChangeTaskStatusHandler,
  CreateProjectHandler,
  CreateTaskHandler,
  GrantProjectMemberHandler,
  RemoveProjectMemberHandler,
} from "./project.commands";
import {
  AddModuleHandler,
  ChangeDetailsHandler,
  DeleteModuleHandler,
  RenameModuleHandler,
  ReorderModulesHandler,
} from "./record-content.commands";

/** One handler per command of record books, records and projects (the CommandBus dispatches to them). */
export const RECORD_COMMAND_HANDLERS = [
  CreateNotebookHandler,
  CreateExperimentHandler,
  CloneExperimentHandler,
  ChangeDetailsHandler,
  AddModuleHandler,
  RenameModuleHandler,
  DeleteModuleHandler,
  ReorderModulesHandler,
  SaveModuleHandler,
  EnableModuleEditHandler,
  GrantModuleHandler,
  AddAttachmentsHandler,
  CreateProjectHandler,
  ChangeProjectHandler,
  GrantProjectMemberHandler,
  RemoveProjectMemberHandler,
  CreateTaskHandler,
  ChangeTaskStatusHandler,
];
