import type { TFunction } from "i18next";
import { showToast } from "../../../ui/toast-store";

/** A usage recorded: said plainly, or with what the settings let through. */
export function announceUsage(t: TFunction<"records">, warnings: readonly string[]): void {
  if (warnings.length === 0) showToast(t("inventory.used"), "success");
  else showToast(t("inventory.usedWithWarnings", { warnings: warnings.join(t("inventory.list")) }), "warning");
}
