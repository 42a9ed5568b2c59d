import { settingsRoutes } from "@labledger/contracts";
import { organisationSettings, type SettingsCommand, settingsStream } from "@labledger/domain";
import type { SettingsSection } from "@labledger/events";
import { Body, Controller, Inject, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { SaveSettingsCommand } from "./commands/settings.commands";

/** Watermark, message, function-lab and other settings: read by every member, saved whole by administrators. */
@Controller()
export class OrganisationSettingsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(settingsRoutes.watermark.read)
  watermark() {
    return this.read("watermark");
  }
  @Route(settingsRoutes.watermark.write)
  saveWatermark(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("watermark", body, request);
  }
  @Route(settingsRoutes.messages.read)
  messages() {
    return this.read("messages");
  }
  @Route(settingsRoutes.messages.write)
  saveMessages(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("messages", body, request);
  }
  @Route(settingsRoutes.functionLab.read)
  functionLab() {
    return this.read("functionLab");
  }
  @Route(settingsRoutes.functionLab.write)
  saveFunctionLab(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("functionLab", body, request);
  }
  @Route(settingsRoutes.files.read)
  files() {
    return this.read("files");
  }
  @Route(settingsRoutes.files.write)
  saveFiles(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("files", body, request);
  }
  @Route(settingsRoutes.other.read)
  other() {
    return this.read("other");
  }
  @Route(settingsRoutes.other.write)
  saveOther(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("other", body, request);
  }
  @Route(settingsRoutes.reaction.read)
  reaction() {
    return this.read("reaction");
  }
  @Route(settingsRoutes.reaction.write)
  saveReaction(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("reaction", body, request);
  }
  @Route(settingsRoutes.export.read)
  export() {
    return this.read("export");
  }
  @Route(settingsRoutes.export.write)
  saveExport(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("export", body, request);
  }
  @Route(settingsRoutes.archive.read)
  archive() {
    return this.read("archive");
  }
  @Route(settingsRoutes.archive.write)
  saveArchive(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("archive", body, request);
  }
  @Route(settingsRoutes.inventory.read)
  inventory() {
    return this.read("inventory");
  }
  @Route(settingsRoutes.inventory.write)
  saveInventory(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("inventory", body, request);
  }
  @Route(settingsRoutes.instrument.read)
  instrument() {
    return this.read("instrument");
  }
  @Route(settingsRoutes.instrument.write)
  saveInstrument(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    return this.save("instrument", body, request);
  }

  /** From the stream, not a read model: rare changes, and a save must show at once (the watermark). */
  private async read(section: SettingsSection) {
    return ok((await loadState(this.runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings))[section]);
  }

  private async save(section: SettingsSection, body: unknown, request: AuthenticatedRequest) {
    const values = validate(settingsRoutes[section].write.body!, body);
    // The route's schema is the section's: these are that section's values.
    const change = { type: "SaveSettings", section, values } as SettingsCommand;
    return ok(await this.commands.execute(new SaveSettingsCommand(callerOf(request), change)));
  }
}
