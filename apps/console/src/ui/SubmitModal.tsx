import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSubmitState } from "./use-submit-state";

export interface SubmitModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly onClose: () => void;
  /** Resolves on success; a rejection returns the modal to idle after 2 s. */
  readonly onSubmit: () => Promise<unknown>;
  readonly testId?: string;
  readonly maxWidth?: "xs" | "sm" | "md";
}

/** A dialog with a submit button that walks idle → submitting → success (spec §4). */
export function SubmitModal({ open, title, children, onClose, onSubmit, testId, maxWidth = "xs" }: SubmitModalProps) {
  const { t } = useTranslation();
  const { state, submit } = useSubmitState(onClose);
  return (
    <Dialog open={open} onClose={state === "submitting" ? undefined : onClose} data-testid={testId} fullWidth maxWidth={maxWidth}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state === "submitting"}>
          {t("common.cancel")}
        </Button>
        <Button
          variant="contained"
          loading={state === "submitting"}
          color={state === "success" ? "success" : state === "failed" ? "error" : "primary"}
          onClick={() => submit(onSubmit)}
          data-testid="submit-modal-submit"
          data-state={state}
        >
          {t(`submit.${state}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
