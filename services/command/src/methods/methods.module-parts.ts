import { METHOD_COMMAND_HANDLERS } from "./commands/method.commands";
import { PREPARED_MATERIAL_COMMAND_HANDLERS } from "./commands/prepared-material.commands";
import { MethodCitationsController } from "./method-citations.controller";
import { MethodFilesController } from "./method-files.controller";
import { MethodLibraryController } from "./method-library.controller";
import { MethodsController } from "./methods.controller";
import { PreparedMaterialsController } from "./prepared-materials.controller";

/** What the methods feature adds to the Nest shell (runtime/app.module.ts). */
export const METHODS_CONTROLLERS = [
  MethodsController,
  MethodFilesController,
  MethodCitationsController,
  MethodLibraryController,
  PreparedMaterialsController,
];
export const METHODS_COMMAND_HANDLERS = [...METHOD_COMMAND_HANDLERS, ...PREPARED_MATERIAL_COMMAND_HANDLERS];
