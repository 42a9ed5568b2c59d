/**
 * Spec §5 lengths, in characters, of the names and titles members give what they create (plain
 * values, no zod): the event schemas and the contracts check them, the console deep-imports them.
 */
export const NAME_LIMITS = { project: 200, task: 200, notebook: 100, title: 300 } as const;

/** Lengths, in characters, of what members type about people, flows, projects and their reasons. */
export const TEXT_LIMITS = {
  account: 50,
  realName: 50,
  password: 200,
  flowName: 100,
  flowNodeName: 50,
  projectDescription: 500,
  /** Why a record changed after approval, why a recall is asked for. */
  reason: 500,
  /** A reviewer's or signer's comment. */
  comment: 250,
  /** The search words of a list. */
  keyword: 100,
} as const;
