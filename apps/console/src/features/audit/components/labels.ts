import type { TFunction } from "i18next";

/** The label of an event type; an unknown type (a newer server) shows as its name. */
export function eventLabel(t: TFunction<"audit">, type: string): string {
  return t(`event.${type}`, { defaultValue: type });
}

export function actionLabel(t: TFunction<"audit">, action: number | null): string {
  return action === null ? "" : t(`action.${action}`, { defaultValue: String(action) });
}
