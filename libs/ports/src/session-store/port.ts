/**
 * A login session as the server keeps it: what a token alone cannot say (that it was logged
 * out, locked or has sat idle). Operational state, not history: every change of it is also an
 * event in the member's stream, which is what the audit trail reads.
 */
export interface SessionRecord {
  readonly sessionId: string;
  readonly memberId: string;
  readonly account: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly lastSeenAt: number;
  readonly locked: boolean;
  /** The password has expired: only changing it (and logging out) is allowed. */
  readonly mustChangePassword: boolean;
  /**
   * The key of the session's keyed request signature, given to the client once at login;
   * null for a session opened before sessions had one.
   */
  readonly signingKey: string | null;
  /** The newest spec §7 (legacy) signature timestamp this session has used; null before the first. */
  readonly legacyTimestamp: number | null;
  readonly endedAt: number | null;
  readonly endReason: SessionEndReason | null;
}

export type SessionEndReason = "logout" | "idle" | "deactivated" | "password-changed" | "locked-out";

export type OpenedSession = Omit<SessionRecord, "endedAt" | "endReason" | "locked" | "legacyTimestamp">;
export type SessionChange = Partial<Pick<SessionRecord, "locked" | "mustChangePassword" | "legacyTimestamp">>;

/** A session in a spreadsheet module: operational state (a heartbeat), never history. */
export interface SheetPresence {
  readonly recordId: string;
  readonly moduleId: string;
  readonly sessionId: string;
  readonly memberId: string;
  readonly sheetId: string;
  readonly cell: string | null;
  /** Epoch milliseconds of the last heartbeat. */
  readonly at: number;
}

export interface SessionStore {
  open(session: OpenedSession): Promise<void>;
  get(sessionId: string): Promise<SessionRecord | undefined>;
  /** Marks activity; ignored for an ended session. */
  touch(sessionId: string, at: number): Promise<void>;
  update(sessionId: string, change: SessionChange): Promise<void>;
  /** Ends a live session (and takes it out of every spreadsheet module); true when this call ended it (false: unknown or already ended). */
  end(sessionId: string, at: number, reason: SessionEndReason): Promise<boolean>;
  /** Ends every live session of a member (except one, when given); returns the ids it ended. */
  endAllOf(memberId: string, at: number, reason: SessionEndReason, except?: string): Promise<string[]>;
  /**
   * Claims a nonce of a session for a claimant until `expiresAt`, atomically (several service
   * instances share the store): true when the nonce was free (never claimed, or its claim has
   * expired by `now`) or is already held by this same claimant; false when another claimant
   * holds it. Claims that have expired by `now` are purged.
   */
  claimNonce(sessionId: string, nonce: string, claimant: string, expiresAt: number, now: number): Promise<boolean>;
  /** Spec §4 open-check: this session has the record open (called again as a heartbeat). */
  markOpen(recordId: string, sessionId: string, memberId: string, at: number): Promise<void>;
  /** This session closed the record. */
  markClosed(recordId: string, sessionId: string): Promise<void>;
  /** Who has the record open, seen at or after `since`. */
  openers(recordId: string, since: number): Promise<Array<{ sessionId: string; memberId: string; at: number }>>;
  /** Spec §4 collaborative spreadsheet: this session is in a spreadsheet module, on a sheet (and cell); called again as a heartbeat. */
  markPresent(presence: SheetPresence): Promise<void>;
  /** This session left the module. */
  markAbsent(recordId: string, moduleId: string, sessionId: string): Promise<void>;
  /** Who is in the record's spreadsheet modules, heard from at or after `since`. */
  presentIn(recordId: string, since: number): Promise<SheetPresence[]>;
  close(): Promise<void>;
}
