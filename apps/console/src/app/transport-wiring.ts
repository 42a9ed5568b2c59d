import { setScreenLocked } from "../shell/lock/lock-store";
import { clearSession } from "../transport/session-store";
import { setTransportHandlers } from "../transport/transport-events";
import { showToast } from "../ui/toast-store";
import { queryClient } from "./query-client";

/**
 * Spec §8 reactions: 401 clears the session (the shell then sends the user to /login with a
 * redirect back), 423 auth.screenLocked shows the lock screen, other failures show a toast.
 */
export function wireTransport(): void {
  setTransportHandlers({
    relogin(message) {
      clearSession();
      setScreenLocked(false);
      queryClient.clear();
      showToast(message, "warning");
    },
    screenLocked() {
      setScreenLocked(true);
    },
    error(error) {
      showToast(error.message, "error");
    },
  });
}
