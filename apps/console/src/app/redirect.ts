/** Where to go after login: only a path of this site (never another origin), else home. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/";
  if (target === "/login" || target.startsWith("/login?") || target.startsWith("/login/")) return "/";
  return target;
}

export function loginPath(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}
