import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  readonly children: ReactNode;
  readonly onRetry: () => void;
}

/** Catches a structure editor chunk that did not load (offline, a new deployment) and offers to try again. */
export class LoadFailureBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailedAlert onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function LoadFailedAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="structure-editor-failed"
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid="structure-editor-retry">
          {t("structure.retry")}
        </Button>
      }
    >
      {t("structure.loadFailed")}
    </Alert>
  );
}
