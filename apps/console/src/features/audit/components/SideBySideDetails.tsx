import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { memberNamesQuery } from "../api/audit-api";
import type { AlignedValue } from "../logic/side-by-side";
import { showValue } from "../logic/value-format";
import { readableDetail } from "../logic/versions";
import { frameColor, type Side, sideTint } from "./diff-style";
import { SideCell } from "./SideCell";
import { ValueText } from "./ValueText";

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** The record's own fields (title, participants, conditions, conclusion) on both sides, first of the comparison. */
export function SideBySideDetails({ details, fromLabel }: { details: readonly AlignedValue[]; fromLabel: string }) {
  const { t } = useTranslation("audit");
  const names = useQuery(memberNamesQuery).data ?? NO_NAMES;
  const changed = details.some((d) => d.diff !== "same");
  const status = changed ? "changed" : "unchanged";
  const frame = (side: Side, index: number) => ({
    color: frameColor(side, status),
    first: index === 0,
    last: index === details.length,
  });
  const readable = (key: string, value: unknown) => readableDetail(key, value, names);
  return (
    <Box sx={{ display: "contents" }} data-testid="sbs-details" data-changed={changed ? "true" : undefined}>
      {(["left", "right"] as const).map((side) => (
        <SideCell key={side} side={side} frame={frame(side, 0)}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, minHeight: 32, display: "flex", alignItems: "center" }}>
            {t("versions.recordFields")}
          </Typography>
        </SideCell>
      ))}
      {details.map((detail, index) => (
        <Box key={detail.key} sx={{ display: "contents" }}>
          {(["left", "right"] as const).map((side) => {
            const value = readable(detail.key, side === "left" ? detail.left : detail.right);
            return (
              <SideCell
                key={side}
                side={side}
                frame={frame(side, index + 1)}
                tint={sideTint(side, detail.diff)}
                testId="sbs-detail"
                data={{ "data-key": detail.key, "data-changed": detail.diff === "same" ? undefined : "true" }}
              >
                <Box sx={{ display: "grid", gridTemplateColumns: "minmax(80px, 160px) minmax(0, 1fr)", gap: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t(`versions.field.${detail.key}`, { defaultValue: detail.key })}
                  </Typography>
                  <Box
                    title={
                      side === "right" && detail.diff !== "same"
                        ? t("versions.sideBySide.was", {
                            label: fromLabel,
                            value: showValue(readable(detail.key, detail.left), 200).full || t("table.empty"),
                          })
                        : undefined
                    }
                  >
                    <ValueText value={value} max={200} />
                  </Box>
                </Box>
              </SideCell>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
