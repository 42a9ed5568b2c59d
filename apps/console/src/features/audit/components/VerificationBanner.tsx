import Alert from "@mui/material/Alert";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { verificationQuery } from "../api/audit-api";
import { CheckpointStatement } from "./CheckpointStatement";

/** The record's hash chain, checked on its own request so the record shows first. */
export function VerificationBanner({ recordId }: { recordId: string }) {
  const { t } = useTranslation("audit");
  const check = useQuery(verificationQuery(recordId));
  if (check.isPending)
    return (
      <Alert severity="info" data-testid="moment-verification" data-state="checking">
        {t("verify.checking")}
      </Alert>
    );
  if (check.error)
    return (
      <Alert severity="warning" data-testid="moment-verification" data-state="failed">
        {check.error.message || t("verify.failed")}
      </Alert>
    );
  const { verified, events, brokenAt, checkpoint } = check.data;
  if (verified)
    return (
      <Alert severity="success" variant="filled" data-testid="moment-verification" data-state="intact">
        {t("verify.intact", { count: events })}
        <CheckpointStatement coverage={checkpoint} />
      </Alert>
    );
  return (
    <Alert severity="error" variant="filled" data-testid="moment-verification" data-state="broken">
      {brokenAt
        ? t("verify.broken", {
            stream: brokenAt.streamPosition,
            position: brokenAt.position,
            problem: t(`problems.${brokenAt.problem}`, { defaultValue: brokenAt.problem }),
          })
        : null}
      <CheckpointStatement coverage={checkpoint} />
    </Alert>
  );
}
