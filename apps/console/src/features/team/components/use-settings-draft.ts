import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../ui/toast-store";
import { saveSettings, settingsQuery } from "../api/team-api";
import type { SettingsSection, SettingsSections } from "../api/types";
import "../i18n/catalogue";

/**
 * One settings section as an editable draft: loaded from GET /settings/{section}, saved whole
 * with PUT, after which the ["settings", section] queries are invalidated so the shell (the
 * watermark overlay, gating) follows at once. A refetch that lands while the draft has changes
 * (a save's own invalidation arriving late, a refocus) keeps them: only an untouched draft follows
 * the server.
 */
export function useSettingsDraft<S extends SettingsSection>(section: S) {
  const { t } = useTranslation("team");
  const queryClient = useQueryClient();
  const query = useQuery(settingsQuery(section));
  const [draft, setDraft] = useState<SettingsSections[S] | undefined>(undefined);
  const loaded = useRef<SettingsSections[S] | undefined>(undefined);
  useEffect(() => {
    if (!query.data) return;
    const previous = loaded.current;
    loaded.current = query.data;
    setDraft((current) => (current === undefined || sameValues(current, previous) ? query.data : current));
  }, [query.data]);
  const save = async (values: SettingsSections[S]) => {
    await saveSettings(section, values);
    // Saved: the draft is what the server has, so the refetch (with the server's normalised values) replaces it.
    loaded.current = values;
    await queryClient.invalidateQueries({ queryKey: ["settings", section] });
    showToast(t("common.saved"), "success");
  };
  const update = (changes: Partial<SettingsSections[S]>) => setDraft((d) => (d ? { ...d, ...changes } : d));
  return { query, draft, update, save, dirty: draft !== undefined && !sameValues(draft, query.data) };
}

const sameValues = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
