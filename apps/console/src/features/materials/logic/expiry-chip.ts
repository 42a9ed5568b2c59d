import type { ExpiryState } from "@labledger/domain/inventory/expiry";

export type { ExpiryState };

/** Spec §9 expiry labels as a chip: expired in red, about to expire in amber, valid quietly. */
export function expiryChip(state: ExpiryState): {
  readonly color: "error" | "warning" | "success";
  readonly variant: "filled" | "outlined";
} {
  switch (state) {
    case "expired":
      return { color: "error", variant: "filled" };
    case "aboutToExpire":
      return { color: "warning", variant: "filled" };
    case "valid":
      return { color: "success", variant: "outlined" };
  }
}
