import type { ReadStructureResult, SettingsSections } from "@labledger/contracts";
import type { Row } from "@labledger/domain/experiment/module-content";
import { recalculate } from "@labledger/domain/reaction/stoichiometry";
import { tableFromDrawing } from "@labledger/domain/reaction/table-from-drawing";
import { REACTION_DEFAULTS } from "@labledger/events/catalogue/settings-values";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../transport/api-client";
import { newRowId } from "../../model/grid-window";

export type ReactionSettings = SettingsSections["reaction"];

/** The organisation's /team/reactionProduct settings; its defaults until they are read (or when they cannot be). */
export function useReactionSettings(): ReactionSettings {
  const query = useQuery({
    queryKey: ["settings", "reaction"],
    queryFn: async () => (await call("GET", "/settings/reaction", { quiet: true })).response as ReactionSettings,
    staleTime: 60_000,
  });
  return query.data ?? REACTION_DEFAULTS;
}

/** What a new row of the table starts with: the organisation's units. */
export const newRowUnits = (settings: ReactionSettings) => ({
  massUnit: settings.massUnit,
  actualMassUnit: settings.massUnit,
  volumeUnit: settings.volumeUnit,
  moleUnit: settings.moleUnit,
});

/** The table after the server read a drawing: rows from its components, amounts computed again. */
export const tableAfterDrawing = (
  rows: readonly Row[],
  components: ReadStructureResult["components"],
  settings: ReactionSettings,
) => recalculate(tableFromDrawing(rows, components, newRowId, newRowUnits(settings)), undefined, settings);
