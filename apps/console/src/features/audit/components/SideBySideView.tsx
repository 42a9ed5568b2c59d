import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { Comparison } from "../api/types";
import type { AlignedModule, SideBySide } from "../logic/side-by-side";
import { CompareSummary } from "./CompareSummary";
import { SideBySideDetails } from "./SideBySideDetails";
import { SideBySideModule } from "./SideBySideModule";

/** A column's heading: which version (or the record now), who submitted it and when. */
export interface ColumnHeading {
  /** Short, for "In version 1: …" hints. */
  readonly label: string;
  readonly detail: string;
}

/** Consecutive modules, grouped into runs of unchanged ones (collapsed together) and single others. */
function runs(modules: readonly AlignedModule[]): AlignedModule[][] {
  const out: AlignedModule[][] = [];
  for (const module of modules) {
    const last = out.at(-1);
    if (module.status === "unchanged" && last?.[0]?.status === "unchanged") last.push(module);
    else out.push([module]);
  }
  return out;
}

/**
 * Two versions side by side: the older on the left, the newer on the right, one CSS grid whose
 * every line is one aligned item, so the two columns stay level whatever their content. The
 * record's own fields come first, then the modules; unchanged ones are collapsed until asked.
 */
export function SideBySideView({
  comparison,
  aligned,
  from,
  to,
  fieldsTitle,
}: {
  comparison: Comparison;
  aligned: SideBySide;
  from: ColumnHeading;
  to: ColumnHeading;
  /** What the own fields are called (a template's, not a record's). */
  fieldsTitle?: string;
}) {
  const { t } = useTranslation("audit");
  const [showUnchanged, setShowUnchanged] = useState(false);
  const unchanged = aligned.modules.filter((m) => m.status === "unchanged").length;
  const nothing = comparison.details.length === 0 && comparison.modules.every((m) => m.status === "unchanged");
  return (
    <Box data-testid="side-by-side" data-from={comparison.from} data-to={comparison.to} sx={{ mb: 3 }}>
      <Typography variant="h6" sx={{ mb: 1 }} data-testid="compare-heading">
        {t("versions.compareHeading", { from: from.label, to: to.label })}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <CompareSummary comparison={comparison} />
        </Box>
        {unchanged > 0 && (
          <Button
            size="small"
            sx={{ mb: 2 }}
            onClick={() => setShowUnchanged((v) => !v)}
            data-testid="sbs-toggle-unchanged"
            data-shown={showUnchanged ? "true" : "false"}
          >
            {showUnchanged
              ? t("versions.sideBySide.hideUnchanged")
              : t("versions.sideBySide.showUnchanged", { count: unchanged })}
          </Button>
        )}
      </Box>
      {nothing && (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="compare-identical">
          {t("versions.identical")}
        </Typography>
      )}
      {/* Narrow screens keep the two columns level and scroll sideways rather than stack. */}
      <Box sx={{ overflowX: { xs: "auto", md: "visible" } }}>
        <Box
          data-testid="sbs-grid"
          sx={{
            display: "grid",
            gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
            columnGap: { xs: 1.5, md: 3 },
            alignItems: "stretch",
            minWidth: { xs: 720, md: 0 },
          }}
        >
          {(["left", "right"] as const).map((side) => {
            const heading = side === "left" ? from : to;
            return (
              <Box
                key={side}
                data-testid="sbs-column-head"
                data-side={side}
                sx={{
                  gridColumn: side === "left" ? "1 / 2" : "2 / 3",
                  position: "sticky",
                  top: 0,
                  zIndex: 1,
                  bgcolor: "background.paper",
                  borderBottom: 3,
                  borderColor: side === "left" ? "error.light" : "success.light",
                  py: 1,
                }}
              >
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="sbs-column-label">
                  {heading.label}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="sbs-column-detail">
                  {heading.detail}
                </Typography>
              </Box>
            );
          })}
          <SideBySideDetails details={aligned.details} fromLabel={from.label} title={fieldsTitle} />
          {runs(aligned.modules).map((run) =>
            run[0]!.status === "unchanged" && !showUnchanged ? (
              <Box
                key={run[0]!.moduleId}
                data-testid="sbs-unchanged-run"
                data-count={run.length}
                sx={{
                  gridColumn: "1 / -1",
                  mt: 2,
                  px: 1.5,
                  py: 0.5,
                  border: 1,
                  borderStyle: "dashed",
                  borderColor: "divider",
                  borderRadius: 1.5,
                  display: "flex",
                  alignItems: "center",
                  gap: 1,
                }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {t("versions.sideBySide.unchangedRun", {
                    count: run.length,
                    titles: run.map((m) => m.rightTitle ?? m.leftTitle).join(", "),
                  })}
                </Typography>
                <Button size="small" onClick={() => setShowUnchanged(true)}>
                  {t("versions.showUnchanged")}
                </Button>
              </Box>
            ) : (
              <Fragment key={run[0]!.moduleId}>
                {run.map((module) => (
                  <SideBySideModule key={module.moduleId} module={module} fromLabel={from.label} />
                ))}
              </Fragment>
            ),
          )}
        </Box>
      </Box>
    </Box>
  );
}
