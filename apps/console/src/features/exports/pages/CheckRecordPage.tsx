import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import { ApiError } from "../../../transport/api-error";
import { formatWhen } from "../../../ui/format-when";
import { type CheckedExport, checkExportFile } from "../api/export-calls";
import "../i18n/catalogue";
import { sizeInWords } from "../logic/export-progress";

/**
 * /checkRecord — an auditor checks a file someone hands them (a PDF or .eln): the server compares
 * its SHA-256 with every export on record and says who exported which records when, or that
 * LabLedger never wrote this file as it is.
 */
export default function CheckRecordPage() {
  const { t, i18n } = useTranslation("exports");
  const { t: shell } = useTranslation();
  const [result, setResult] = useState<CheckedExport | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const check = async (file: File | undefined) => {
    setResult(null);
    setError("");
    if (!file) return;
    setBusy(true);
    try {
      setResult(await checkExportFile(file));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageFrame title={shell("pages.checkRecord")} testId="check-record-page">
      <Stack spacing={2} sx={{ maxWidth: 800 }}>
        <Typography color="text.secondary">{t("check.hint")}</Typography>
        <Button variant="outlined" component="label" disabled={busy} sx={{ alignSelf: "flex-start" }}>
          {t("check.choose")}
          <input hidden type="file" data-testid="check-record-file" onChange={(e) => check(e.target.files?.[0])} />
        </Button>
        {error && (
          <Alert severity="error" data-testid="check-record-error">
            {error}
          </Alert>
        )}
        {result && !result.genuine && (
          <Alert severity="warning" data-testid="check-record-unknown">
            {t("check.unknown", { name: result.fileName, size: sizeInWords(result.size) })}
          </Alert>
        )}
        {result?.genuine && (
          <Alert severity="success" data-testid="check-record-genuine">
            <Typography>{t("check.genuine", { name: result.fileName, size: sizeInWords(result.size) })}</Typography>
            {result.exports.map((exported) => (
              <List key={`${exported.writtenAt}-${exported.fileName}`} dense disablePadding>
                <ListItem disableGutters>
                  <ListItemText
                    primary={t("check.written", {
                      file: exported.fileName,
                      name: exported.requesterName,
                      time: formatWhen(exported.writtenAt, i18n.language),
                      format: t(`list.formats.${exported.format}`),
                    })}
                    secondary={exported.records.map((r) => `${r.number} ${r.title}`).join(t("check.list"))}
                  />
                </ListItem>
              </List>
            ))}
          </Alert>
        )}
      </Stack>
    </PageFrame>
  );
}
