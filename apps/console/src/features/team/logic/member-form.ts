import { characterClasses, DEFAULT_PASSWORD_POLICY } from "@labledger/domain/member/password-policy";

/**
 * Client-side checks of the member forms: the server's password policy (libs/domain, the
 * default: 8 characters, 3 of 4 classes, not containing the account) and CreateMemberBody's
 * account rule; the server stays the judge and answers with its own localised message.
 */

export const PASSWORD_POLICY = DEFAULT_PASSWORD_POLICY;
const ACCOUNT = /^[A-Za-z0-9._@-]+$/;

export type PasswordHint = "length" | "classes" | "notAccount";

/** Each rule of the policy and whether the password meets it (shown as hints while typing). */
export function passwordHints(password: string, account: string): Array<{ hint: PasswordHint; ok: boolean }> {
  const classes = characterClasses(password);
  const trimmed = account.trim().toLowerCase();
  return [
    { hint: "length", ok: [...password].length >= PASSWORD_POLICY.minLength },
    { hint: "classes", ok: classes >= PASSWORD_POLICY.minClasses },
    { hint: "notAccount", ok: password.length > 0 && (trimmed === "" || !password.toLowerCase().includes(trimmed)) },
  ];
}

export interface NewMemberForm {
  readonly account: string;
  readonly realName: string;
  readonly password: string;
  readonly departmentId: string;
}

export type MemberFieldError = "required" | "accountChars" | "tooLong" | "password";

/** Field → error key; empty when the form may be sent. */
export function validateNewMember(form: NewMemberForm): Partial<Record<keyof NewMemberForm, MemberFieldError>> {
  const errors: Partial<Record<keyof NewMemberForm, MemberFieldError>> = {};
  const account = form.account.trim();
  if (!account) errors.account = "required";
  else if (account.length > 50) errors.account = "tooLong";
  else if (!ACCOUNT.test(account)) errors.account = "accountChars";
  const realName = validateRealName(form.realName);
  if (realName) errors.realName = realName;
  if (!form.password) errors.password = "required";
  else if (passwordHints(form.password, account).some((h) => !h.ok)) errors.password = "password";
  if (!form.departmentId) errors.departmentId = "required";
  return errors;
}

export function validateRealName(realName: string): MemberFieldError | undefined {
  const trimmed = realName.trim();
  if (!trimmed) return "required";
  if (trimmed.length > 50) return "tooLong";
  return undefined;
}

/** The PATCH body: only what changed (the API refuses an empty body). */
export function memberChanges<T extends Record<string, unknown>>(before: T, after: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    const value = typeof after[key] === "string" ? (after[key] as string).trim() : after[key];
    if (value !== before[key]) changes[key] = value as T[keyof T];
  }
  return changes;
}

export type ContactError = "mobileChars" | "areaCodeChars" | "tooLong";

/** Mirrors the API: a phone of digits, spaces and + ( ) - (≤ 30); an area code of digits, optionally after + (≤ 10). */
export function validateContact(mobile: string, areaCode: string): Partial<Record<"mobile" | "areaCode", ContactError>> {
  const errors: Partial<Record<"mobile" | "areaCode", ContactError>> = {};
  const m = mobile.trim();
  const a = areaCode.trim();
  if (m.length > 30) errors.mobile = "tooLong";
  else if (!/^[0-9 +()-]*$/.test(m)) errors.mobile = "mobileChars";
  if (a.length > 10) errors.areaCode = "tooLong";
  else if (!/^\+?[0-9]*$/.test(a)) errors.areaCode = "areaCodeChars";
  return errors;
}
