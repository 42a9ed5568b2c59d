import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { Mark } from "../../../ui/change-marks";
import { useHistoryWords } from "../../../ui/history-words";
import { hintValue } from "../model/changed-since";
import type { ChangedSince } from "./module-props";

/** The hover hint of an item changed since the rejected version: what it was then. */
export function useWasHint(
  since: ChangedSince | undefined,
  show: (value: unknown) => unknown = (value) => value,
): (mark: Mark | undefined) => string | undefined {
  const { t } = useTranslation("records");
  const say = useHistoryWords();
  return (mark) =>
    since && mark
      ? t("rejection.was", { version: since.version, value: hintValue(show(mark.before), say) ?? t("rejection.empty") })
      : undefined;
}

/**
 * A form field of a rejected record, tinted when it changed since the rejected version, with
 * the value it had then on hover (`show` makes it readable, e.g. member ids as names). Always
 * the same wrapper, so a field never remounts (and loses the caret) when its mark comes or goes.
 */
export function ChangedField({
  since,
  field,
  show,
  children,
}: {
  since?: ChangedSince;
  field: string;
  show?: (value: unknown) => unknown;
  children: ReactNode;
}) {
  const was = useWasHint(since, show);
  const mark = since?.marks.fields.get(field);
  return (
    <Box
      data-changed-field={mark ? field : undefined}
      data-changed={mark ? "true" : undefined}
      title={was(mark)}
      sx={{
        borderLeft: since ? 4 : 0,
        borderColor: mark ? "warning.main" : "transparent",
        bgcolor: mark ? "rgba(237, 108, 2, 0.08)" : undefined,
        borderRadius: 1,
        pl: since ? 1 : 0,
        py: since ? 0.5 : 0,
        flex: 1,
        minWidth: 0,
      }}
    >
      {children}
    </Box>
  );
}
