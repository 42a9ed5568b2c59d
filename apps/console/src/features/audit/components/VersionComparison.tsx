import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { compareQuery, sideQuery } from "../api/audit-api";
import type { Moment, VersionRow } from "../api/types";
import { alignSideBySide } from "../logic/side-by-side";
import type { CompareLayout } from "../logic/versions";
import { ComparisonView } from "./ComparisonView";
import { LoadError } from "./LoadError";
import { type ColumnHeading, SideBySideView } from "./SideBySideView";

/**
 * Two versions compared (from the older to the newer; `current` is the record now), laid out
 * side by side (the default) or as the changes only, the choice kept in the address (?layout=).
 */
export function VersionComparison({
  recordId,
  from,
  to,
  layout,
  versions,
  onLayout,
}: {
  recordId: string;
  from: string;
  to: string;
  layout: CompareLayout;
  versions: readonly VersionRow[];
  onLayout: (layout: CompareLayout) => void;
}) {
  const { t } = useTranslation("audit");
  const comparison = useQuery({ ...compareQuery(recordId, from, to), placeholderData: keepPreviousData });
  const side = layout === "side";
  const left = useQuery({ ...sideQuery(recordId, from), enabled: side });
  const right = useQuery({ ...sideQuery(recordId, to), enabled: side });
  const fetching = comparison.isFetching || left.isFetching || right.isFetching;
  const aligned = useMemo(
    () =>
      side && comparison.data && left.data && right.data && !comparison.isPlaceholderData
        ? alignSideBySide(left.data, right.data, comparison.data)
        : null,
    [side, comparison.data, comparison.isPlaceholderData, left.data, right.data],
  );
  const label = (ref: string) => (ref === "current" ? t("versions.current") : t("versions.versionN", { version: ref }));
  const heading = (ref: string, moment: Moment | undefined): ColumnHeading => {
    if (ref === "current")
      return {
        label: t("versions.sideBySide.currentColumn"),
        detail: moment
          ? t("versions.sideBySide.currentDetail", { user: moment.asOf.userName, time: moment.asOf.modifyTime })
          : "",
      };
    const row = versions.find((v) => String(v.version) === ref);
    const user = row?.userName ?? moment?.asOf.userName;
    const time = row?.modifyTime ?? moment?.asOf.modifyTime;
    return {
      label: label(ref),
      detail: user && time ? t("versions.sideBySide.versionDetail", { user, time }) : "",
    };
  };
  const error = comparison.error ?? (side ? (left.error ?? right.error) : null);

  return (
    <Box sx={{ my: 2 }} data-testid="version-comparison" data-layout={layout}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={layout}
        onChange={(_, next: CompareLayout | null) => next && onLayout(next)}
        aria-label={t("versions.layout.label")}
        sx={{ mb: 2 }}
        data-testid="compare-layout"
      >
        <ToggleButton value="side" data-testid="compare-layout-side">
          {t("versions.layout.side")}
        </ToggleButton>
        <ToggleButton value="changes" data-testid="compare-layout-changes">
          {t("versions.layout.changes")}
        </ToggleButton>
      </ToggleButtonGroup>
      {fetching && <LinearProgress sx={{ mb: 1 }} />}
      {error && <LoadError error={error} testId="compare" />}
      {side
        ? aligned &&
          comparison.data && (
            <SideBySideView
              comparison={comparison.data}
              aligned={aligned}
              from={heading(from, left.data)}
              to={heading(to, right.data)}
            />
          )
        : comparison.data && <ComparisonView comparison={comparison.data} fromLabel={label(from)} toLabel={label(to)} />}
    </Box>
  );
}
