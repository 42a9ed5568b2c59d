import Alert from "@mui/material/Alert";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { formatWhen } from "../../../ui/format-when";
import { ListPager } from "../../../ui/ListPager";
import { type MaterialMovement, movementsQuery } from "../api/material-calls";
import { formatAmount } from "../logic/format";
import type { MaterialUnit } from "../logic/material-form";

/** The record page a usage links to (the records feature's preview of one record). */
const recordPath = (experimentId: string) => `/previewRecord/${encodeURIComponent(experimentId)}`;

/** A lot's history, newest first: registered, received, each usage with who, when, its record, warnings and corrections. */
export function MovementHistory({ materialId, lotUnit }: { materialId: string; lotUnit: MaterialUnit }) {
  const { t } = useTranslation("materials");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const history = useQuery(movementsQuery(materialId, paging.pageIndex, paging.pageSize));
  if (history.error)
    return (
      <Alert severity="error" data-testid="material-history-error">
        {t("detail.loadError", { message: history.error.message })}
      </Alert>
    );
  const rows = history.data?.rows;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t("detail.history.title")}</Typography>
      {rows && rows.length === 0 && (
        <Typography color="text.secondary" data-testid="material-history-empty">
          {t("detail.history.empty")}
        </Typography>
      )}
      <List dense disablePadding data-testid="material-history">
        {(rows ?? []).map((movement) => (
          <Movement key={movement.id} movement={movement} lotUnit={lotUnit} />
        ))}
      </List>
      <ListPager
        total={history.data?.total ?? 0}
        {...paging}
        onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
        words={{ perPage: t("list.perPage"), range: ({ from, to, count }) => t("list.range", { from, to, count }) }}
      />
    </Stack>
  );
}

/** What was received is in the unit it came in; what is left always in the lot's own unit. */
function Movement({ movement, lotUnit }: { movement: MaterialMovement; lotUnit: MaterialUnit }) {
  const { t, i18n } = useTranslation("materials");
  const language = i18n.language;
  const unit = t(`unit.${movement.unit}`);
  const amount = formatAmount(movement.amount, language);
  return (
    <ListItem divider disableGutters data-testid="material-movement" data-kind={movement.kind} sx={{ display: "block" }}>
      <Typography variant="body2" component="div">
        <strong>{t(`detail.history.${movement.kind}`, { amount, unit })}</strong>
        {movement.kind === "used" && (
          <>
            {" "}
            {t("detail.history.in")}{" "}
            {movement.recordVisible && movement.experimentId ? (
              <Link component={RouterLink} to={recordPath(movement.experimentId)} data-testid="material-movement-record">
                {[movement.recordNumber, movement.recordTitle].filter(Boolean).join(" ")}
              </Link>
            ) : (
              <span data-testid="material-movement-hidden-record">{t("detail.history.hiddenRecord")}</span>
            )}
          </>
        )}
        {" · "}
        {t("detail.history.left", { left: formatAmount(movement.remaining, language), unit: t(`unit.${lotUnit}`) })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {t("detail.history.by", { by: movement.by, at: formatWhen(movement.at, language) })}
      </Typography>
      {movement.warnings && movement.warnings.length > 0 && (
        <Typography variant="caption" color="warning.main" component="div" data-testid="material-movement-warnings">
          {t("detail.history.warnings", {
            warnings: new Intl.ListFormat(language, { type: "conjunction" }).format(movement.warnings),
          })}
        </Typography>
      )}
      {(movement.corrections ?? []).map((c) => (
        <Typography key={`${c.at}-${c.to}`} variant="caption" component="div" data-testid="material-movement-correction">
          {t("detail.history.correction", {
            from: formatAmount(c.from, language),
            to: formatAmount(c.to, language),
            unit: t(`unit.${c.unit}`),
            by: c.by,
            at: formatWhen(c.at, language),
          })}
        </Typography>
      ))}
    </ListItem>
  );
}
