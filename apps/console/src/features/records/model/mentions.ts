/** A member the composer may @mention, by the name shown. */
export interface Mentionable {
  readonly id: string;
  readonly name: string;
}

/**
 * The name being typed after an "@" just before the caret (no space in it), or null when the
 * caret is not in a mention: what the picker filters members by.
 */
export function mentionQuery(text: string, caret: number): { readonly at: number; readonly query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at < 0 || (at > 0 && !/\s/.test(before[at - 1]!))) return null;
  const query = before.slice(at + 1);
  return /\s/.test(query) ? null : { at, query };
}

/** The members whose name holds what is typed after "@", in the order given. */
export const matchingMembers = (members: readonly Mentionable[], query: string, limit = 8): Mentionable[] =>
  members.filter((m) => m.name.toLocaleLowerCase().includes(query.toLocaleLowerCase())).slice(0, limit);

/** The text with the "@query" before the caret replaced by "@name ", and where the caret goes next. */
export function insertMention(text: string, caret: number, name: string): { readonly text: string; readonly caret: number } {
  const found = mentionQuery(text, caret);
  if (!found) return { text, caret };
  const inserted = `@${name} `;
  return { text: text.slice(0, found.at) + inserted + text.slice(caret), caret: found.at + inserted.length };
}

/** The ids of the members picked whose "@name" is still in the text (a mention erased is no longer sent), each once. */
export function mentionIdsIn(text: string, picked: readonly Mentionable[]): string[] {
  return [...new Set(picked.filter((m) => text.includes(`@${m.name}`)).map((m) => m.id))];
}
