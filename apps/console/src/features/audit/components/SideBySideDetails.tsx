import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { useHistoryWords } from "../../../ui/history-words";
import { WordsText } from "../../../ui/WordsText";
import type { AlignedDetail } from "../logic/side-by-side";
import { frameColor, type Side, sideTint } from "./diff-style";
import { SideCell } from "./SideCell";

/** The record's own fields (title, participants, conditions, conclusion, department) on both sides, in words, first of the comparison. */
export function SideBySideDetails({
  details,
  fromLabel,
  title,
}: {
  details: readonly AlignedDetail[];
  fromLabel: string;
  title?: string | undefined;
}) {
  const { t } = useTranslation("audit");
  const say = useHistoryWords();
  const changed = details.some((d) => d.diff !== "same");
  const status = changed ? "changed" : "unchanged";
  const frame = (side: Side, index: number) => ({
    color: frameColor(side, status),
    first: index === 0,
    last: index === details.length,
  });
  return (
    <Box sx={{ display: "contents" }} data-testid="sbs-details" data-changed={changed ? "true" : undefined}>
      {(["left", "right"] as const).map((side) => (
        <SideCell key={side} side={side} frame={frame(side, 0)}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, minHeight: 32, display: "flex", alignItems: "center" }}>
            {title ?? t("versions.recordFields")}
          </Typography>
        </SideCell>
      ))}
      {details.map((detail, index) => (
        <Box key={detail.key} sx={{ display: "contents" }}>
          {(["left", "right"] as const).map((side) => (
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
                  {detail.label}
                </Typography>
                <Box
                  title={
                    side === "right" && detail.diff !== "same"
                      ? t("versions.sideBySide.was", { label: fromLabel, value: detail.left || say("empty") })
                      : undefined
                  }
                >
                  <WordsText words={{ text: side === "left" ? detail.left : detail.right }} max={200} />
                </Box>
              </Box>
            </SideCell>
          ))}
        </Box>
      ))}
    </Box>
  );
}
