export interface VariantContext {
  readonly projectMain: boolean;
  readonly debuggerOn: boolean;
  readonly activePermissions: ReadonlySet<string>;
}

/**
 * Pages whose content depends on a setting or permission (spec §2): the project-oriented
 * home, the richer audit-trail search, the debugger-only upload test page (404 otherwise).
 * Returns the page name to show, or "notFound".
 */
export function pageVariant(name: string, context: VariantContext): string {
  switch (name) {
    case "home":
      return context.projectMain ? "projectHome" : "home";
    case "teamAuditTrail":
      return context.activePermissions.has("AudittrailSearch") ? "teamAuditTrailSearch" : "teamAuditTrail";
    case "uploadRecord":
      return context.debuggerOn ? "uploadRecord" : "notFound";
    default:
      return name;
  }
}
