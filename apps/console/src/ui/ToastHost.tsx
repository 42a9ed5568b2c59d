import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import { useSyncExternalStore } from "react";
import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from "../app/constants";
import { currentToasts, dismissToast, subscribeToasts } from "./toast-store";

/** Shows the oldest waiting toast at the top, 50 px down, for 3 s. */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  const toast = toasts[0];
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== undefined}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: "top", horizontal: "center" }}
      sx={{ top: `${TOAST_OFFSET_PX}px !important` }}
      onClose={(_, reason) => reason !== "clickaway" && toast && dismissToast(toast.id)}
    >
      {toast ? (
        <Alert severity={toast.severity} variant="filled" data-testid="toast" onClose={() => dismissToast(toast.id)}>
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
