import { describe, expect, it } from "vitest";
import { MemberRegistered } from "./catalogue";
import { type RecordedEvent, SYSTEM_ACTOR } from "./envelope";
import { EMPTY_STREAM_HEAD, sealEvents, verifyChains } from "./hash-chain";
import { InvalidEventError, newEvent, UnknownEventTypeError, upcast } from "./upcast";

const stored = (type: string, version: number, data: unknown): RecordedEvent =>
  sealEvents([{ type, version, data, metadata: { actor: SYSTEM_ACTOR } }], {
    streamId: "member-1",
    head: EMPTY_STREAM_HEAD,
    time: new Date(),
  })[0]!;

describe("upcasting stored events to the current schema", () => {
  it("reads a MemberRegistered v1 (single `name`) as v2 with realName, language and department", () => {
    const v1 = stored("MemberRegistered", 1, {
      memberId: "m1",
      account: "li.wei",
      name: "李伟",
      passwordHash: "scrypt$x",
      isOrganisationAdmin: false,
    });
    const current = upcast(v1);
    expect(MemberRegistered.version).toBe(2);
    expect(current).toMatchObject({
      type: "MemberRegistered",
      data: { memberId: "m1", account: "li.wei", realName: "李伟", language: "zh-CN", departmentId: null },
    });
    expect((current.data as Record<string, unknown>).name).toBeUndefined();
  });

  it("leaves the stored v1 untouched, so its hash still verifies", () => {
    const v1 = stored("MemberRegistered", 1, {
      memberId: "m1",
      account: "a",
      name: "A",
      passwordHash: "h",
      isOrganisationAdmin: true,
    });
    upcast(v1);
    expect(v1.version).toBe(1);
    expect(verifyChains([{ ...v1, metadata: { ...v1.metadata, globalPosition: 1 } }])).toBeUndefined();
  });

  it("refuses unknown types, an upcast that breaks the schema, and versions newer than this build", () => {
    expect(() => upcast(stored("NoSuchThing", 1, {}))).toThrow(UnknownEventTypeError);
    expect(() => upcast(stored("MemberRegistered", 1, { memberId: "m1", name: "无账号" }))).toThrow(InvalidEventError);
    expect(() => upcast(stored("DepartmentCreated", 2, {}))).toThrow(/newer/);
  });

  it("stamps new events with the current version after validating them", () => {
    const e = newEvent(
      { type: "DepartmentCreated", data: { departmentId: "d1", name: "合成部", parentId: null } },
      { actor: SYSTEM_ACTOR },
    );
    expect(e.version).toBe(1);
    expect(() =>
      newEvent({ type: "DepartmentCreated", data: { departmentId: "", name: "x", parentId: null } }, { actor: SYSTEM_ACTOR }),
    ).toThrow(InvalidEventError);
  });
});
