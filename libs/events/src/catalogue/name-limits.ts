/**
 * Spec §5 lengths, in characters, of the names and titles members give what they create (plain
 * values, no zod): the event schemas and the contracts check them, the console deep-imports them.
 */
export const NAME_LIMITS = { project: 200, task: 200, notebook: 100, title: 300 } as const;
