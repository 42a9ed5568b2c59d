import { setScreenLocked } from "../shell/lock/lock-store";
import { meQuery } from "../transport/queries";
import { clearSession } from "../transport/session-store";
import { setTransportHandlers } from "../transport/transport-events";
import { showToast } from "../ui/toast-store";
import { queryClient } from "./query-client";

/**
 * Spec §8 reactions: 401 clears the session (the shell then sends the user to /login with a
 * redirect back), 423 auth.screenLocked shows the lock screen, 403 auth.passwordExpired leads to
 * the change-password page, other failures show a toast.
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
    // The profile read again says mustChangePassword, and the shell leads to the change page.
    passwordExpired() {
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    error(error) {
      showToast(error.message, "error");
    },
  });
}
