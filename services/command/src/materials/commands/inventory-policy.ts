import { dueDayOf, organisationSettings, settingsStream, type UsagePolicy } from "@labledger/domain";
import { ORGANISATION_ID } from "../../bootstrap/first-start";
import { loadState } from "../../pipeline/handle-command";
import type { Runtime } from "../../runtime/runtime";

/** The organisation's inventory settings as a usage rule, and today's date it is decided on. */
export async function usagePolicyOf(runtime: Runtime): Promise<{ policy: UsagePolicy; today: string }> {
  const settings = await loadState(runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings);
  return { policy: settings.inventory, today: dueDayOf(new Date()) };
}
