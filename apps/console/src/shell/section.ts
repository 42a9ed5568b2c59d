export type Section = "home" | "project" | "record" | "team" | "datamining" | "sampleCenter" | "ExperimentDesignCenter";
export type SideMenuName = "home" | "record" | "resource" | "team" | "datamining" | "doe";

/** Resource pages whose paths do not say "resource" but live in the resource centre (spec §2). */
const RESOURCE_PAGES = /^\/(resource|infoTable|multiTable|processList)(\/|$)/;

/**
 * Spec §2 "Section mapping": which top-menu section the current path belongs to. Matching is
 * case-sensitive, as the spec's words are: /noTeam is not a team page.
 */
export function sectionOf(path: string): Section | undefined {
  if (path.includes("team") || path.includes("resource") || RESOURCE_PAGES.test(path)) return "team";
  if (path === "/" || path === "") return "home";
  if (path === "/project" || path.startsWith("/project/")) return "project";
  if (path.includes("record")) return "record";
  if (path.includes("datamining")) return "datamining";
  if (path.includes("sampleCenter")) return "sampleCenter";
  if (path.includes("experimentDesignCenter") || path.includes("sequenceDesignCenter") || path.startsWith("/formulaDesign"))
    return "ExperimentDesignCenter";
  return undefined;
}

/** Which side menu a path shows: home, record, resource, team, datamining or doe (none elsewhere). */
export function sideMenuOf(pathname: string): SideMenuName | undefined {
  switch (sectionOf(pathname)) {
    case "home":
      return "home";
    case "project":
    case "record":
      return "record";
    case "team":
      return RESOURCE_PAGES.test(pathname) ? "resource" : "team";
    case "datamining":
      return "datamining";
    case "ExperimentDesignCenter":
      return "doe";
    default:
      return undefined;
  }
}
