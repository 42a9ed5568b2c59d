import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import { ApiError } from "../../../transport/api-error";
import { showToast } from "../../../ui/toast-store";
import { type ExportFormat, exportAllowance, requestExport } from "../api/export-calls";
import "../i18n/catalogue";
import { scopeOfQuery } from "../logic/export-progress";

const FORMATS: readonly ExportFormat[] = ["pdf", "eln"];
const LANGUAGES = ["zh-CN", "en"] as const;

/**
 * /record/exportFileEject — ask for records as a file (spec §4 Export): ?ids=a,b for records,
 * ?notebook= or ?project= for a book's or project's records. The rules the organisation set are
 * shown first; a submitted export is written in the background and listed under File download.
 */
export default function ExportRequestPage() {
  const { t, i18n } = useTranslation("exports");
  const { t: shell } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const asked = scopeOfQuery(search);
  const allowance = useQuery({ queryKey: ["exports", "allowance"], queryFn: exportAllowance });
  const [format, setFormat] = useState<ExportFormat>("pdf");
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]>(i18n.language === "en" ? "en" : "zh-CN");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  if (!asked)
    return (
      <PageFrame title={shell("pages.recordExportFileEject")} testId="export-request-page">
        <Alert severity="info">{t("request.nothingChosen")}</Alert>
      </PageFrame>
    );

  const submit = async () => {
    setBusy(true);
    setError("");
    try {
      const created = await requestExport({ format, scope: asked.scope, ids: asked.ids, language });
      await client.invalidateQueries({ queryKey: ["exports"] });
      showToast(t(created.status === "pending" ? "request.submittedForApproval" : "request.submitted"), "success");
      navigate("/FileDownload");
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const rules = allowance.data;
  return (
    <PageFrame title={shell("pages.recordExportFileEject")} testId="export-request-page">
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Typography data-testid="export-what">
          {asked.scope === "records" ? t("request.what.records", { count: asked.ids.length }) : t(`request.what.${asked.scope}`)}
        </Typography>
        <FormControl>
          <FormLabel id="export-format">{t("request.format")}</FormLabel>
          <RadioGroup aria-labelledby="export-format" value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
            {FORMATS.map((f) => (
              <FormControlLabel
                key={f}
                value={f}
                control={<Radio />}
                label={t(`request.formats.${f}`)}
                data-testid={`export-format-${f}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="export-language">{t("request.language")}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="export-language"
            value={language}
            onChange={(e) => setLanguage(e.target.value as (typeof LANGUAGES)[number])}
          >
            {LANGUAGES.map((l) => (
              <FormControlLabel
                key={l}
                value={l}
                control={<Radio />}
                label={t(`request.languages.${l}`)}
                data-testid={`export-language-${l}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {rules && (
          <Alert severity="info" data-testid="export-rules">
            <Typography variant="subtitle2">{t("request.rules")}</Typography>
            <div>{t("request.bulkMax", { count: rules.bulkMax })}</div>
            <div data-testid="export-remaining">
              {rules.remainingThisMonth === null
                ? t("request.noQuota")
                : t("request.remaining", { count: rules.remainingThisMonth })}
            </div>
            <div>{rules.requireApproval ? t("request.approval") : t("request.noApproval")}</div>
            <div>{t("request.downloads", { times: rules.downloadTimes, days: rules.validityDays })}</div>
          </Alert>
        )}
        {error && (
          <Alert severity="error" data-testid="export-error">
            {error}
          </Alert>
        )}
        <Stack direction="row">
          <Button variant="contained" disabled={busy} onClick={submit} data-testid="export-submit">
            {t("request.submit")}
          </Button>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
