import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import type { ApiError } from "../../../transport/api-error";
import "../i18n/catalogue";

/** A record that cannot be opened: says why (the server's message), never a blank page. */
export function RecordError({ error }: { error: ApiError }) {
  const { t } = useTranslation("records");
  const notFound = error.status === 404;
  return (
    <PageFrame title={t(notFound ? "errors.notFoundTitle" : "errors.failedTitle")} testId="record-error">
      <Alert severity={notFound ? "warning" : "error"} sx={{ mb: 2 }} data-status={error.status}>
        {error.message}
      </Alert>
      <Button component={Link} to="/record" variant="contained">
        {t("errors.backToRecords")}
      </Button>
    </PageFrame>
  );
}
