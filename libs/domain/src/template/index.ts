export { type TemplateActor, type TemplateCommand, template } from "./template";
export {
  type RecordModuleFromTemplate,
  recordModulesOfTemplate,
  templateModulesOfRecord,
  withKeptWorkbooks,
} from "./template-modules";
export {
  latestVersion,
  type PublishRequest,
  type TemplateDraft,
  type TemplateEvent,
  type TemplateModule,
  type TemplateScope,
  type TemplateState,
  type TemplateVersion,
  templateStream,
  versionOf,
} from "./template-state";
export {
  mayReadTemplate,
  mayReadVersion,
  standingOf,
  type TemplateReader,
  type TemplateStanding,
  templateCentreFilter,
  usableVersion,
} from "./template-use";
