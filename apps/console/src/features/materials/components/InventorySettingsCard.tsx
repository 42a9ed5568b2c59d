import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { NativeSelect } from "../../../ui/NativeSelect";
import { showToast } from "../../../ui/toast-store";
import { inventorySettingsQuery, saveInventorySettings } from "../api/material-calls";
import {
  EXPIRY_WARNING_DAYS,
  type InventorySettings,
  reminderTimeOf,
  USAGE_POLICIES,
  type UsagePolicy,
  warningDaysOf,
} from "../logic/inventory-settings";

interface Draft {
  readonly overdraw: UsagePolicy;
  readonly expired: UsagePolicy;
  readonly warningDays: string;
  readonly expiryReminder: boolean;
  readonly reminderTime: string;
}

/**
 * The organisation's inventory settings: a usage past what is left, or of an expired lot, refused
 * or allowed with a warning; the days before expiry a lot is about to expire. Changed by
 * organisation administrators; everyone else reads them.
 */
export function InventorySettingsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("materials");
  const client = useQueryClient();
  const saved = useQuery(inventorySettingsQuery).data;
  const [draft, setDraft] = useState<Draft>();
  useEffect(() => {
    if (saved) setDraft((current) => current ?? { ...saved, warningDays: String(saved.warningDays) });
  }, [saved]);
  if (!saved || !draft) return null;
  const days = warningDaysOf(draft.warningDays);
  const time = reminderTimeOf(draft.reminderTime);
  const next: InventorySettings | null =
    days === null || time === null
      ? null
      : {
          overdraw: draft.overdraw,
          expired: draft.expired,
          warningDays: days,
          expiryReminder: draft.expiryReminder,
          reminderTime: time,
        };
  const changed = next !== null && (Object.keys(next) as (keyof InventorySettings)[]).some((key) => next[key] !== saved[key]);
  const save = async () => {
    if (!next) return;
    await saveInventorySettings(next);
    await client.invalidateQueries({ queryKey: inventorySettingsQuery.queryKey });
    showToast(t("settings.saved"), "success");
  };
  const policy = (which: "overdraw" | "expired") => (
    <NativeSelect
      label={t(`settings.${which}`)}
      value={draft[which]}
      onChange={(value) => setDraft({ ...draft, [which]: value as UsagePolicy })}
      options={USAGE_POLICIES.map((p) => ({ value: p, label: t(`settings.${p}`) }))}
      testId={`inventory-${which}`}
      disabled={!canEdit}
      minWidth={220}
    />
  );
  return (
    <Card variant="outlined" sx={{ mt: 3 }} data-testid="inventory-settings">
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t("settings.title")}
        </Typography>
        {!canEdit && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="inventory-settings-read-only">
            {t("settings.readOnly")}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start", flexWrap: "wrap", rowGap: 2 }}>
          {policy("overdraw")}
          {policy("expired")}
          <TextField
            size="small"
            type="number"
            label={t("settings.warningDays")}
            value={draft.warningDays}
            disabled={!canEdit}
            onChange={(e) => setDraft({ ...draft, warningDays: e.target.value })}
            error={days === null}
            helperText={days === null ? t("settings.invalid", EXPIRY_WARNING_DAYS) : undefined}
            slotProps={{
              htmlInput: {
                min: EXPIRY_WARNING_DAYS.min,
                max: EXPIRY_WARNING_DAYS.max,
                step: 1,
                "data-testid": "inventory-warning-days",
              },
            }}
            sx={{ width: 300 }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={draft.expiryReminder}
                disabled={!canEdit}
                onChange={(e) => setDraft({ ...draft, expiryReminder: e.target.checked })}
                slotProps={{ input: { "data-testid": "inventory-expiry-reminder" } as object }}
              />
            }
            label={t("settings.expiryReminder")}
          />
          <TextField
            size="small"
            label={t("settings.reminderTime")}
            value={draft.reminderTime}
            disabled={!canEdit || !draft.expiryReminder}
            onChange={(e) => setDraft({ ...draft, reminderTime: e.target.value })}
            error={time === null}
            helperText={time === null ? t("settings.timeInvalid") : undefined}
            slotProps={{ htmlInput: { "data-testid": "inventory-reminder-time" } }}
            sx={{ width: 160 }}
          />
          {canEdit && (
            <Button variant="outlined" onClick={() => void save()} disabled={!changed} data-testid="inventory-settings-save">
              {t("settings.save")}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
