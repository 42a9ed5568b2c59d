import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import "../i18n/catalogue";
import { LoadError } from "./LoadError";
import { ReadOnlyNotice } from "./ReadOnlyNotice";

/** Loading, refusal, the read-only notice for non-administrators, the form, and its save button. */
export function SettingsFrame(props: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  canEdit: boolean;
  invalid: boolean;
  onSave: () => Promise<unknown>;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("team");
  if (props.error) return <LoadError error={props.error} onRetry={props.onRetry} />;
  if (props.loading) return <CircularProgress size={28} />;
  return (
    <Box data-testid={props.testId}>
      {!props.canEdit && <ReadOnlyNotice reason="admin" />}
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        {props.children}
      </Stack>
      {props.canEdit && (
        <Box sx={{ mt: 3 }}>
          <DebouncedButton
            variant="contained"
            onClick={props.onSave}
            disabled={props.invalid}
            data-testid={`${props.testId}-save`}
          >
            {t("common.save")}
          </DebouncedButton>
        </Box>
      )}
    </Box>
  );
}
