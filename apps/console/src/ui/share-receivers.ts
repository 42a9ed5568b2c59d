/** A share's receivers as the lists give them: members and departments by name. */
export interface NamedReceivers {
  readonly members?: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly departments?: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/** The receivers by name, joined in the reader's punctuation; one no longer known is said so, never shown by id. */
export function receiversInWords(
  share: NamedReceivers,
  words: { list: string; unknownMember: string; unknownDepartment: string },
) {
  return [
    ...(share.members ?? []).map((m) => m.name || words.unknownMember),
    ...(share.departments ?? []).map((d) => d.name || words.unknownDepartment),
  ].join(words.list);
}
