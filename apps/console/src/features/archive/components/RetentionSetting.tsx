import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../ui/toast-store";
import { archiveSettingsQuery, saveArchiveSettings } from "../api/archive-calls";
import "../i18n/catalogue";
import { ARCHIVE_RETENTION_YEARS, retainedUntilIfArchivedAt, retentionYearsOf } from "../logic/retention";

/** The organisation's retention period (the archive settings section): shown to every reader, changed by administrators. */
export function RetentionSetting({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("archive");
  const client = useQueryClient();
  const settings = useQuery(archiveSettingsQuery);
  const [typed, setTyped] = useState<string>();
  const saved = settings.data?.retentionYears;
  useEffect(() => {
    if (saved !== undefined) setTyped((current) => current ?? String(saved));
  }, [saved]);
  const years = retentionYearsOf(typed ?? "");
  const save = async () => {
    if (years === null) return;
    await saveArchiveSettings({ retentionYears: years });
    await client.invalidateQueries({ queryKey: archiveSettingsQuery.queryKey });
    showToast(t("retention.saved"), "success");
  };
  return (
    <Stack spacing={1} sx={{ mb: 3 }} data-testid="archive-retention">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t("retention.title")}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
        <TextField
          size="small"
          type="number"
          label={t("retention.label")}
          value={typed ?? ""}
          disabled={!canEdit || saved === undefined}
          onChange={(e) => setTyped(e.target.value)}
          error={typed !== undefined && years === null}
          helperText={typed !== undefined && years === null ? t("retention.invalid", ARCHIVE_RETENTION_YEARS) : undefined}
          slotProps={{
            htmlInput: {
              min: ARCHIVE_RETENTION_YEARS.min,
              max: ARCHIVE_RETENTION_YEARS.max,
              step: 1,
              "data-testid": "archive-retention-years",
            },
          }}
          sx={{ width: 280 }}
        />
        {canEdit && (
          <Button
            variant="outlined"
            onClick={() => void save()}
            disabled={years === null || years === saved}
            data-testid="archive-retention-save"
          >
            {t("retention.save")}
          </Button>
        )}
      </Stack>
      {saved !== undefined && (
        <Typography variant="body2" color="text.secondary" data-testid="archive-retention-hint">
          {t("retention.hint", { until: retainedUntilIfArchivedAt(new Date(), saved) })}
        </Typography>
      )}
    </Stack>
  );
}
