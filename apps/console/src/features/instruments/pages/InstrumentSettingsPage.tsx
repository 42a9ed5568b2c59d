import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { meQuery } from "../../../transport/queries";
import { showToast } from "../../../ui/toast-store";
import { INSTRUMENTS_KEY, instrumentSettingsQuery, saveInstrumentSettings } from "../api/instrument-calls";
import { INSTRUMENT_WARNING_DAYS, warningDaysOf } from "../logic/warning-days";

/** /team/setting/instrument: how many days before a calibration or maintenance is due the lists warn (administrators change it). */
export default function InstrumentSettingsPage() {
  const { t } = useTranslation("instruments");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const me = useQuery(meQuery).data;
  const canEdit = me?.isOrganisationAdmin === true;
  const saved = useQuery(instrumentSettingsQuery).data?.warningDays;
  const [typed, setTyped] = useState<string>();
  useEffect(() => {
    if (saved !== undefined) setTyped((current) => current ?? String(saved));
  }, [saved]);
  const days = warningDaysOf(typed ?? "");
  const save = async () => {
    if (days === null) return;
    await saveInstrumentSettings({ warningDays: days });
    await client.invalidateQueries({ queryKey: instrumentSettingsQuery.queryKey });
    await client.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
    showToast(t("settings.saved"), "success");
  };
  return (
    <PageFrame title={shell("pages.teamSettingInstrument")} testId="instrument-settings-page">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("settings.intro")}
      </Typography>
      {me && !canEdit && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="instrument-settings-read-only">
          {t("settings.readOnly")}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
        <TextField
          size="small"
          type="number"
          label={t("settings.warningDays")}
          value={typed ?? ""}
          disabled={!canEdit || saved === undefined}
          onChange={(e) => setTyped(e.target.value)}
          error={typed !== undefined && days === null}
          helperText={typed !== undefined && days === null ? t("settings.invalid", INSTRUMENT_WARNING_DAYS) : undefined}
          slotProps={{
            htmlInput: {
              min: INSTRUMENT_WARNING_DAYS.min,
              max: INSTRUMENT_WARNING_DAYS.max,
              step: 1,
              "data-testid": "instrument-warning-days",
            },
          }}
          sx={{ width: 320 }}
        />
        {canEdit && (
          <Button
            variant="outlined"
            onClick={() => void save()}
            disabled={days === null || days === saved}
            data-testid="instrument-settings-save"
          >
            {t("settings.save")}
          </Button>
        )}
      </Stack>
    </PageFrame>
  );
}
