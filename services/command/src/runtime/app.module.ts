import { type DynamicModule, Module } from "@nestjs/common";
import { CqrsModule } from "@nestjs/cqrs";
import { ApprovalsController } from "../approvals/approvals.controller";
import { LIFECYCLE_COMMAND_HANDLERS } from "../approvals/commands";
import { FlowsController } from "../approvals/flows.controller";
import { LifecycleController } from "../approvals/lifecycle.controller";
import { ArchiveController } from "../archive/archive.controller";
import { ARCHIVE_COMMAND_HANDLERS } from "../archive/commands/archive.commands";
import { AuditController } from "../audit/audit.controller";
import { AuthController } from "../auth/auth.controller";
import { OWN_ACCOUNT_COMMAND_HANDLERS } from "../auth/commands/own-account.commands";
import { SESSION_COMMAND_HANDLERS } from "../auth/commands/session.commands";
import { ChemistryController } from "../chemistry/chemistry.controller";
import { COMMENT_COMMAND_HANDLERS } from "../comments/commands/comment.commands";
import { CommentsController } from "../comments/comments.controller";
import { DATAMINING_COMMAND_HANDLERS } from "../datamining/commands/report.commands";
import { DataminingController } from "../datamining/datamining.controller";
import { HealthController } from "../health/health.controller";
import { HomeController } from "../home/home.controller";
import { INSTRUMENT_COMMAND_HANDLERS } from "../instruments/commands/instrument.commands";
import { InstrumentsController } from "../instruments/instruments.controller";
import { InventoryImportController } from "../inventory-import/inventory-import.controller";
import { LABEL_TEMPLATE_COMMAND_HANDLERS } from "../labels/commands/label-template.commands";
import { LabelTemplatesController } from "../labels/label-templates.controller";
import { MATERIAL_CATEGORY_COMMAND_HANDLERS } from "../material-categories/commands/material-category.commands";
import { MaterialCategoriesController } from "../material-categories/material-categories.controller";
import { MATERIAL_COMMAND_HANDLERS } from "../materials/commands/material.commands";
import { MaterialsController } from "../materials/materials.controller";
import { MEMBER_COMMAND_HANDLERS } from "../members/commands/member.commands";
import { CreateMemberHandler } from "../members/create-member.command";
import { MembersController } from "../members/members.controller";
import { MarkMessagesReadHandler } from "../messages/commands/mark-read.command";
import { MessageCountsController } from "../messages/message-counts.controller";
import { MessagesController } from "../messages/messages.controller";
import { METHODS_COMMAND_HANDLERS, METHODS_CONTROLLERS } from "../methods/methods.module-parts";
import { CreateDepartmentHandler } from "../organisation/create-department.command";
import { DepartmentsController } from "../organisation/departments.controller";
import { OversightController } from "../oversight/oversight.controller";
import { EXPORT_COMMAND_HANDLERS } from "../record-exports/commands/export.commands";
import { RecordExportsController } from "../record-exports/record-exports.controller";
import { IMPORT_COMMAND_HANDLERS } from "../record-imports/commands/import-eln.command";
import { RecordImportsController } from "../record-imports/record-imports.controller";
import { AttachmentsController } from "../records/attachments.controller";
import { RECORD_COMMAND_HANDLERS } from "../records/commands";
import { ExperimentsController } from "../records/experiments.controller";
import { HistoryController } from "../records/history.controller";
import { NotebooksController } from "../records/notebooks.controller";
import { ProjectsController } from "../records/projects.controller";
import { TraceExportController } from "../records/trace-export.controller";
import { REACTION_FORMULA_COMMAND_HANDLERS } from "../resources/commands/reaction-formula.commands";
import { SPREADSHEET_TEMPLATE_COMMAND_HANDLERS } from "../resources/commands/spreadsheet-template.commands";
import { ReactionFormulasController } from "../resources/reaction-formulas.controller";
import { SpreadsheetTemplatesController } from "../resources/spreadsheet-templates.controller";
import { ROLE_COMMAND_HANDLERS } from "../roles/commands/role.commands";
import { RolesController } from "../roles/roles.controller";
import { SearchController } from "../search/search.controller";
import { SETTINGS_COMMAND_HANDLERS } from "../settings/commands/settings.commands";
import { DictionariesController } from "../settings/dictionaries.controller";
import { NumberingRulesController } from "../settings/numbering-rules.controller";
import { OrganisationSettingsController } from "../settings/organisation-settings.controller";
import { SHARE_COMMAND_HANDLERS } from "../sharing/share.commands";
import { SharesController } from "../sharing/shares.controller";
import { SHEET_FILE_COMMAND_HANDLERS } from "../sheet-files/import-sheets.command";
import { SheetFilesController } from "../sheet-files/sheet-files.controller";
import { LiveStreams } from "../sheet-live/live-streams";
import { SheetLiveController } from "../sheet-live/sheet-live.controller";
import { SHEET_COMMAND_HANDLERS } from "../spreadsheets/sheet.commands";
import { SheetsController } from "../spreadsheets/sheets.controller";
import { TABLE_DEFINITION_COMMAND_HANDLERS } from "../tables/commands/table-definition.commands";
import { TableDefinitionsController } from "../tables/table-definitions.controller";
import { TEMPLATE_COMMAND_HANDLERS } from "../templates/commands/template.commands";
import { TemplatesController } from "../templates/templates.controller";
import { RUNTIME, type Runtime } from "./runtime";

/** The Nest shell: dependency injection, command dispatch and HTTP; no domain logic here. */
@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot({ rethrowUnhandled: true })],
      controllers: [
        HealthController,
        AuthController,
        MessageCountsController,
        HomeController,
        SearchController,
        ChemistryController,
        DataminingController,
        ReactionFormulasController,
        SpreadsheetTemplatesController,
        TableDefinitionsController,
        InventoryImportController,
        MaterialsController,
        InstrumentsController,
        LabelTemplatesController,
        RecordExportsController,
        RecordImportsController,
        ArchiveController,
        MessagesController,
        DepartmentsController,
        OversightController,
        MembersController,
        RolesController,
        NumberingRulesController,
        DictionariesController,
        OrganisationSettingsController,
        ProjectsController,
        NotebooksController,
        ExperimentsController,
        SheetsController,
        HistoryController,
        TraceExportController,
        AttachmentsController,
        AuditController,
        FlowsController,
        LifecycleController,
        ApprovalsController,
        MaterialCategoriesController,
        ...METHODS_CONTROLLERS,
        SharesController,
        CommentsController,
        TemplatesController,
        SheetFilesController,
        SheetLiveController,
      ],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        LiveStreams,
        CreateDepartmentHandler,
        CreateMemberHandler,
        ...RECORD_COMMAND_HANDLERS,
        ...SHEET_COMMAND_HANDLERS,
        ...LIFECYCLE_COMMAND_HANDLERS,
        ...DATAMINING_COMMAND_HANDLERS,
        ...REACTION_FORMULA_COMMAND_HANDLERS,
        ...SPREADSHEET_TEMPLATE_COMMAND_HANDLERS,
        ...TABLE_DEFINITION_COMMAND_HANDLERS,
        ...MATERIAL_COMMAND_HANDLERS,
        ...INSTRUMENT_COMMAND_HANDLERS,
        ...LABEL_TEMPLATE_COMMAND_HANDLERS,
        ...EXPORT_COMMAND_HANDLERS,
        ...IMPORT_COMMAND_HANDLERS,
        ...ARCHIVE_COMMAND_HANDLERS,
        ...ROLE_COMMAND_HANDLERS,
        ...SETTINGS_COMMAND_HANDLERS,
        MarkMessagesReadHandler,
        ...MEMBER_COMMAND_HANDLERS,
        ...SESSION_COMMAND_HANDLERS,
        ...OWN_ACCOUNT_COMMAND_HANDLERS,
        ...MATERIAL_CATEGORY_COMMAND_HANDLERS,
        ...METHODS_COMMAND_HANDLERS,
        ...SHARE_COMMAND_HANDLERS,
        ...COMMENT_COMMAND_HANDLERS,
        ...TEMPLATE_COMMAND_HANDLERS,
        ...SHEET_FILE_COMMAND_HANDLERS,
      ],
    };
  }
}
