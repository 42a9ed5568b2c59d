import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { showValue } from "../logic/value-format";

/** One recorded value, compact; a long one is cut and shown whole on hover. */
export function ValueText({ value, testId, max = 60 }: { value: unknown; testId?: string; max?: number }) {
  const { t } = useTranslation("audit");
  const shown = showValue(value, max);
  if (shown.empty)
    return (
      <Box component="span" sx={{ color: "text.disabled" }} data-testid={testId}>
        {t("table.empty")}
      </Box>
    );
  return (
    <Box
      component="span"
      title={shown.truncated ? shown.full : undefined}
      data-full={shown.full}
      sx={{ fontFamily: "monospace", fontSize: "0.85em", wordBreak: "break-all" }}
      data-testid={testId}
    >
      {shown.short}
    </Box>
  );
}

/** Old → new of one change. */
export function ChangeText({ oldValue, newValue, testId }: { oldValue: unknown; newValue: unknown; testId?: string }) {
  return (
    <Box component="span" data-testid={testId}>
      <Box component="span" sx={{ color: "error.main" }} data-role="old">
        <ValueText value={oldValue} />
      </Box>
      {" → "}
      <Box component="span" sx={{ color: "success.dark" }} data-role="new">
        <ValueText value={newValue} />
      </Box>
    </Box>
  );
}
