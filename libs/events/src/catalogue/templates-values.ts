/** Record templates (spec §4 Templates): what one may hold. Plain values: the console reads them too. */
export const TEMPLATE_LIMITS = {
  /** Spec §5: template name 100. */
  name: 100,
  description: 250,
  /** What a saved version changed, in the author's words. */
  changeSummary: 200,
  /** Why a published template was withdrawn. */
  reason: 200,
  /** Modules a template may hold (as an imported record may). */
  modules: 500,
} as const;

/** Who a published template serves: its department (and sub-departments), the whole team, or the platform. */
export const TEMPLATE_SCOPES = ["department", "team", "platform"] as const;
