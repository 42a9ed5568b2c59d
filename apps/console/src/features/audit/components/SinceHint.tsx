import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n/catalogue";
import type { Comparison } from "../api/types";

/**
 * On version n > 1: what changed since version n-1 (highlighted in the record below) and a link
 * to the two side by side — what a reviewer of a resubmission wants to see first.
 */
export function SinceHint({
  comparison,
  previous,
  compareLink,
}: {
  comparison: Comparison;
  previous: number;
  compareLink: string;
}) {
  const { t } = useTranslation("audit");
  const modules = comparison.modules.filter((m) => m.status !== "unchanged").length;
  const same = modules === 0 && comparison.details.length === 0;
  return (
    <Alert
      severity={same ? "info" : "warning"}
      variant="outlined"
      sx={{ mb: 2 }}
      data-testid="since-hint"
      data-previous={previous}
      action={
        <Button color="inherit" size="small" component={Link} to={compareLink} data-testid="since-compare">
          {t("versions.since.compare", { version: previous })}
        </Button>
      }
    >
      {same
        ? t("versions.since.none", { version: previous })
        : t("versions.since.changed", { version: previous, modules, fields: comparison.details.length })}
    </Alert>
  );
}
