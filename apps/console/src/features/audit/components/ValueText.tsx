import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { changeWords } from "../../../ui/change-words";
import { compactValue, showValue } from "../logic/value-format";

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

/** A change's value: a lifecycle change of `fieldName` in words, any other value as recorded. */
function ChangeValue({ fieldName, value }: { fieldName: string | null; value: unknown }) {
  const { t } = useTranslation();
  const words = value === null || value === undefined ? null : changeWords(fieldName, value, t);
  if (words === null) return <ValueText value={value} />;
  return (
    <Box component="span" data-words="true" title={compactValue(value)}>
      {words}
    </Box>
  );
}

/** Old → new of one change; `fieldName` lets a lifecycle change (status, review, signature…) read in words. */
export function ChangeText({
  oldValue,
  newValue,
  fieldName = null,
  testId,
}: {
  oldValue: unknown;
  newValue: unknown;
  fieldName?: string | null;
  testId?: string;
}) {
  return (
    <Box component="span" data-testid={testId}>
      <Box component="span" sx={{ color: "error.main" }} data-role="old">
        <ChangeValue fieldName={fieldName} value={oldValue} />
      </Box>
      {" → "}
      <Box component="span" sx={{ color: "success.dark" }} data-role="new">
        <ChangeValue fieldName={fieldName} value={newValue} />
      </Box>
    </Box>
  );
}
