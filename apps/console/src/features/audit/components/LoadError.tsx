import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { ApiError } from "../../../transport/api-error";

/** A read that failed: the server's localised message (a 403 refusal included), never a blank page. */
export function LoadError({ error, onRetry, testId = "audit" }: { error: unknown; onRetry?: () => void; testId?: string }) {
  const { t } = useTranslation("audit");
  const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
  const message = error instanceof Error ? error.message : "";
  return (
    <Alert
      severity={refused ? "warning" : "error"}
      data-testid={refused ? `${testId}-refused` : `${testId}-load-error`}
      action={
        onRetry && !refused ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        ) : undefined
      }
      sx={{ my: 2 }}
    >
      {message || t("common.loadFailed")}
    </Alert>
  );
}
