/** Where to go after login: only a path of this site (never another origin), else home. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/";
  for (const page of ["/login", "/changePassword"])
    if (target === page || target.startsWith(`${page}?`) || target.startsWith(`${page}/`)) return "/";
  return target;
}

export function loginPath(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}

/** The page where a member must replace an expired (or administrator-chosen) password, then goes on. */
export function changePasswordPath(currentPath: string): string {
  return `/changePassword?redirect=${encodeURIComponent(currentPath)}`;
}
