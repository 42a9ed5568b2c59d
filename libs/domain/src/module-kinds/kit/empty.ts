/** A value that counts as not entered: spec §5 lets it be saved, and submission asks for it where required. */
export const isEmptyValue = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
