import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Loading } from "../../../app/Loading";
import { PageFrame } from "../../../pages/PageFrame";
import type { ApiError } from "../../../transport/api-error";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { cloneExperiment, getExperiment } from "../api/record-calls";
import { RecordError } from "../components/RecordError";
import "../i18n/catalogue";
import type { ExperimentRecord } from "../model/types";
import { TITLE_MAX, titleProblem } from "../model/validation";

/** /cloneRecord/:id/:bookId — confirm, then clone the record into the book (spec §4: content copied, signatures reset). */
export default function CloneRecordPage() {
  const { id = "", bookId = "" } = useParams();
  const { t } = useTranslation("records");
  const navigate = useNavigate();
  const [source, setSource] = useState<ExperimentRecord>();
  const [error, setError] = useState<ApiError>();
  const [title, setTitle] = useState("");
  useEffect(() => {
    getExperiment(id)
      .then((record) => {
        setSource(record);
        setTitle(record.title);
      })
      .catch(setError);
  }, [id]);
  if (error) return <RecordError error={error} />;
  if (!source) return <Loading />;
  const problem = titleProblem(title);
  return (
    <PageFrame title={t("clone.title")} testId="clone-record-page">
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography>{t("clone.confirm", { title: source.title, number: source.number })}</Typography>
        <Alert severity="info">{t("clone.resets")}</Alert>
        <TextField
          label={t("details.title")}
          value={title}
          error={problem !== null}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX, "data-testid": "clone-title" } }}
        />
        <Stack direction="row" spacing={2}>
          <DebouncedButton
            variant="contained"
            disabled={problem !== null}
            data-testid="clone-confirm"
            onClick={async () => {
              const created = await cloneExperiment(id, { notebookId: bookId, title: title.trim() });
              navigate(`/editRecord/${created.id}`, { replace: true });
            }}
          >
            {t("clone.submit")}
          </DebouncedButton>
          <Button onClick={() => navigate(-1)}>{t("common.cancel")}</Button>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
