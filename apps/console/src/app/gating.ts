import type { Gate } from "./route-table";

export interface GateSubject {
  readonly isGroup: boolean;
  readonly isOrganisationAdmin: boolean;
  /** A member of the trial ("test") organisation. */
  readonly isTrial: boolean;
}

export type GateDecision = "allow" | "noTeam" | "noAccess";

/**
 * Spec §2/§6: team paths need isGroup (else /noTeam); the team area then needs an
 * administrator, a non-trial organisation or the project-main setting; the sample centre,
 * data mining and report edit need an administrator or a non-trial organisation.
 */
export function decideGate(gate: Gate | undefined, me: GateSubject, settings: { readonly projectMain: boolean }): GateDecision {
  if (!gate) return "allow";
  if (gate === "team" && !me.isGroup) return "noTeam";
  const entitled = me.isOrganisationAdmin || !me.isTrial || (gate === "team" && settings.projectMain);
  return entitled ? "allow" : "noAccess";
}
