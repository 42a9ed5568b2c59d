/** The member list filtered on the page: by department (with sub-departments) and by account or name. */
export function filterMembers<M extends { account: string; realName: string; departmentId: string | null }>(
  members: readonly M[],
  keyword: string,
  departmentIds: ReadonlySet<string>,
): M[] {
  const needle = keyword.trim().toLowerCase();
  return members.filter(
    (m) =>
      m.departmentId !== null &&
      departmentIds.has(m.departmentId) &&
      (!needle || m.account.toLowerCase().includes(needle) || m.realName.toLowerCase().includes(needle)),
  );
}
