import { DomainError } from "../decider/domain-error";

/** Identity issue: minimum length and character classes, and expiry; all configurable. */
export interface PasswordPolicy {
  readonly minLength: number;
  /** How many of the four classes (lower case, upper case, digit, symbol) a password needs. */
  readonly minClasses: number;
  /** Days a password stays valid; 0 = never expires. */
  readonly maxAgeDays: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, minClasses: 3, maxAgeDays: 90 };

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}\s]/u];

export const characterClasses = (password: string) => CLASSES.filter((c) => c.test(password)).length;

/** Refuses a new password the policy does not allow, saying what it needs. */
export function checkNewPassword(password: string, policy: PasswordPolicy, account?: string): void {
  if ([...password].length < policy.minLength) throw new DomainError("password.tooShort", "invalid", { min: policy.minLength });
  if (characterClasses(password) < policy.minClasses)
    throw new DomainError("password.tooSimple", "invalid", { classes: policy.minClasses });
  if (account && password.toLowerCase().includes(account.trim().toLowerCase()))
    throw new DomainError("password.containsAccount", "invalid");
}

/** True when a password set at `changedAt` must be changed before going on. */
export function passwordExpired(changedAt: Date, now: Date, policy: PasswordPolicy): boolean {
  return policy.maxAgeDays > 0 && now.getTime() - changedAt.getTime() >= policy.maxAgeDays * 86_400_000;
}
