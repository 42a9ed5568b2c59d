import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Instruments-2026-pass";
const MISSING = "01900000-0000-7000-8000-000000000000";
const DAY_MS = 86_400_000;

/** A day in the lab's (the server's, here the test's) time zone, `days` from today. */
const dayFromToday = (days: number) => {
  const d = new Date(Date.now() + days * DAY_MS);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
/** An instant `days` from now at a whole hour (UTC), as ISO. */
const hourIn = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * DAY_MS);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
/** As the lab reads an instant in a message: "2026-11-30 09:00" in local time. */
const labTime = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

interface Row {
  id: string;
  code: string;
  name: string;
  status: string;
  maintenanceState: string;
  ownerName: string;
  bookedNow: unknown;
  mayChange: boolean;
}

describe("instruments: registered with due dates, booked without overlaps, used in records (issue 20)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const register = async (who: string, code: string, calibrationDue: string | null, name = `Balance ${code}`) =>
    (
      await ok(
        await as(who, "POST", "/instruments", {
          code,
          name,
          model: "XPR205",
          manufacturer: "Mettler Toledo",
          serialNumber: `SN-${code}`,
          location: "Weighing room",
          department: "Analytics",
          calibration: { lastOn: null, dueOn: calibrationDue },
        }),
      )
    ).id as string;
  const listed = async (query = "") =>
    ((await ok(await as("chen", "GET", `/instruments?pageSize=50${query}`))) as { rows: Row[] }).rows;
  const book = (
    who: string,
    instrumentId: string,
    from: string,
    to: string,
    extra: Record<string, unknown> = {},
    language = "en",
  ) => as(who, "POST", `/instruments/${instrumentId}/bookings`, { from, to, purpose: "Weigh samples", ...extra }, language);

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li"]) {
      await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      token[account] = await api.login(account, PASSWORD);
    }
    ids.valid = await register("chen", "EQ-001", dayFromToday(200), "Analytical balance");
    ids.dueSoon = await register("chen", "EQ-002", dayFromToday(10));
    ids.lapsed = await register("chen", "EQ-003", dayFromToday(-1));
    ids.unscheduled = await register("li", "EQ-004", null);
    ids.lapsesTomorrow = await register("li", "EQ-005", dayFromToday(1));
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("lists instruments by asset number with their calibration state: valid, due soon within 30 days, lapsed", async () => {
    const rows = await listed();
    expect(rows.map((r) => [r.code, r.status])).toEqual([
      ["EQ-001", "valid"],
      ["EQ-002", "dueSoon"],
      ["EQ-003", "lapsed"],
      ["EQ-004", "notScheduled"],
      ["EQ-005", "dueSoon"],
    ]);
    expect(rows[0]).toMatchObject({ name: "Analytical balance", ownerName: "chen (printed)", mayChange: true, bookedNow: null });
    expect((await listed("&status=lapsed")).map((r) => r.code)).toEqual(["EQ-003"]);
    expect((await listed("&status=dueSoon")).map((r) => r.code)).toEqual(["EQ-002", "EQ-005"]);
    expect((await listed("&status=valid")).map((r) => r.code)).toEqual(["EQ-001"]);
    expect((await listed("&status=notScheduled")).map((r) => r.code)).toEqual(["EQ-004"]);
    expect(await listed("&status=retired")).toEqual([]);
    expect((await listed("&keyword=Analytical")).map((r) => r.code)).toEqual(["EQ-001"]);
  });

  it("warns as many days ahead as the organisation's instrument settings say (an administrator's setting)", async () => {
    expect(await ok(await as("chen", "GET", "/settings/instrument"))).toEqual({ warningDays: 30 });
    expect((await refused(await as("chen", "PUT", "/settings/instrument", { warningDays: 5 }), 403)).key).toBe("auth.forbidden");
    await ok(await as("admin", "PUT", "/settings/instrument", { warningDays: 5 }));
    expect((await listed()).find((r) => r.code === "EQ-002")?.status).toBe("valid");
    expect((await listed("&status=dueSoon")).map((r) => r.code)).toEqual(["EQ-005"]);
    const tooMany = await refused(await as("admin", "PUT", "/settings/instrument", { warningDays: 400 }), 400);
    expect(tooMany.key).toBe("request.invalid");
    await ok(await as("admin", "PUT", "/settings/instrument", { warningDays: 30 }));
    expect((await listed()).find((r) => r.code === "EQ-002")?.status).toBe("dueSoon");
  });

  it("refuses a second instrument with the same asset number, in the caller's language", async () => {
    const en = await refused(await as("li", "POST", "/instruments", { code: "EQ-001", name: "Copy" }), 409);
    expect(en).toMatchObject({
      key: "instrument.codeTaken",
      message: "Another instrument already has the asset number “EQ-001”",
    });
    const zh = await refused(await as("li", "POST", "/instruments", { code: "EQ-001", name: "Copy" }, "zh-CN"), 409);
    expect(zh.message).toBe("已有其他仪器使用资产编号“EQ-001”");
  });

  it("records a calibration (by who registered it or an administrator): the instrument is valid again, with its history", async () => {
    const calibration = { on: dayFromToday(0), dueOn: dayFromToday(365), reference: "CAL-2026-17" };
    expect((await refused(await as("li", "POST", `/instruments/${ids.lapsed}/calibrations`, calibration), 403)).key).toBe(
      "instrument.notYours",
    );
    await ok(await as("admin", "POST", `/instruments/${ids.lapsed}/calibrations`, calibration));
    const instrument = await ok(await as("chen", "GET", `/instruments/${ids.lapsed}`));
    expect(instrument).toMatchObject({ status: "valid", calibration: { lastOn: calibration.on, dueOn: calibration.dueOn } });
    expect(instrument.calibrations).toEqual([expect.objectContaining({ ...calibration, memberName: expect.any(String) })]);
    expect(instrument.calibrations[0].memberName).not.toMatch(/^[0-9a-f-]{36}$/);
  });

  it("books a free slot and refuses an overlapping one, naming who has it and when (en and zh-CN)", async () => {
    const [from, to] = [hourIn(3, 9), hourIn(3, 11)];
    ids.booking = (await ok(await book("chen", ids.valid!, from, to))).id;
    const en = await refused(await book("li", ids.valid!, hourIn(3, 10), hourIn(3, 12)), 409);
    expect(en).toEqual({
      code: 409,
      key: "instrument.bookingOverlaps",
      message: `This time is already booked by chen (printed) from ${labTime(from)} to ${labTime(to)}`,
    });
    const zh = await refused(await book("li", ids.valid!, hourIn(3, 8), hourIn(3, 10), {}, "zh-CN"), 409);
    expect(zh.message).toBe(`该时段已被 chen (printed) 预约（${labTime(from)} 至 ${labTime(to)}）`);
  });

  it("allows bookings that touch: one may start when another ends", async () => {
    await ok(await book("li", ids.valid!, hourIn(3, 11), hourIn(3, 12)));
    await ok(await book("li", ids.valid!, hourIn(3, 7), hourIn(3, 9)));
    const window = `from=${encodeURIComponent(hourIn(3, 0))}&to=${encodeURIComponent(hourIn(4, 0))}&instrumentId=${ids.valid}`;
    const { rows } = await ok(await as("li", "GET", `/instrument-bookings?${window}`));
    expect(
      rows.map((b: { memberName: string; from: string; mayCancel: boolean }) => [b.memberName, b.from, b.mayCancel]),
    ).toEqual([
      ["li (printed)", hourIn(3, 7), true],
      ["chen (printed)", hourIn(3, 9), false],
      ["li (printed)", hourIn(3, 11), true],
    ]);
  });

  it("gives a slot two members race for to one of them only", async () => {
    const [from, to] = [hourIn(5, 14), hourIn(5, 16)];
    const answers = await Promise.all([book("chen", ids.valid!, from, to), book("li", ids.valid!, from, to)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("refuses to book an instrument whose calibration has lapsed at the booking's start without a reason, and records the reason given", async () => {
    const [from, to] = [hourIn(4, 9), hourIn(4, 10)];
    const en = await refused(await book("chen", ids.lapsesTomorrow!, from, to), 409);
    expect(en).toMatchObject({
      key: "instrument.calibrationLapsed",
      message: `This instrument's calibration lapsed on ${dayFromToday(1)}. Give a reason to book or use it anyway`,
    });
    const zh = await refused(await book("chen", ids.lapsesTomorrow!, from, to, {}, "zh-CN"), 409);
    expect(zh.message).toBe(`该仪器的校准已于 ${dayFromToday(1)} 到期。如仍需预约或使用，请填写原因`);
    await ok(await book("chen", ids.lapsesTomorrow!, from, to, { reason: "Checked with a reference weight" }));
    const window = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&instrumentId=${ids.lapsesTomorrow}`;
    const { rows } = await ok(await as("chen", "GET", `/instrument-bookings?${window}`));
    expect(rows).toEqual([expect.objectContaining({ outOfCalibrationReason: "Checked with a reference weight" })]);
  });

  it("lets only the booker or an administrator cancel a booking; its time is then free", async () => {
    const cancel = (who: string) =>
      as(who, "POST", `/instruments/${ids.valid}/bookings/${ids.booking}/cancel`, { reason: "Plans changed" });
    const answer = await refused(await cancel("li"), 403);
    expect(answer).toMatchObject({
      key: "instrument.notYourBooking",
      message: "Only the member who made this booking or an administrator can cancel it",
    });
    await ok(await cancel("chen"));
    await ok(await book("li", ids.valid!, hourIn(3, 9), hourIn(3, 11)));
  });

  it("records use from a record's instrument grid; out of calibration only with a reason; shown with the record", async () => {
    const notebook = await ok(await as("chen", "POST", "/notebooks", { name: "Weighing" }));
    const record = await ok(await as("chen", "POST", "/experiments", { notebookId: notebook.id, title: "Assay 7" }));
    const { moduleId } = await ok(
      await as("chen", "POST", `/experiments/${record.id}/modules`, {
        type: "grid",
        subType: "labInstrument",
        title: "Instruments",
        columns: [{ field: "name", required: true }],
      }),
    );
    const usage = { usageId: "use-1", experimentId: record.id, moduleId, rowId: "row-1" };
    await ok(await as("chen", "POST", `/instruments/${ids.dueSoon}/retire`, { reason: "Pump broken" }));
    expect((await listed("&status=retired")).map((r) => r.code)).toEqual(["EQ-002"]);
    const refusedUse = await refused(await as("chen", "POST", `/instruments/${ids.dueSoon}/usages`, usage), 409);
    expect(refusedUse.key).toBe("instrument.retired");
    await ok(await as("chen", "POST", `/instruments/${ids.dueSoon}/usages`, { ...usage, reason: "Manual weighing, checked" }));
    await ok(await as("chen", "POST", `/instruments/${ids.dueSoon}/usages`, { ...usage, reason: "Manual weighing, checked" }));
    const { rows, total } = await ok(await as("chen", "GET", `/instruments/${ids.dueSoon}/usages`));
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      experimentId: record.id,
      moduleId,
      rowId: "row-1",
      recordTitle: `${record.number} Assay 7`,
      recordVisible: true,
      memberName: "chen (printed)",
      outOfCalibrationReason: "Manual weighing, checked",
    });
    // li may not view chen's personal record: the use is listed, the record's title is not shown to li.
    const seenByLi = await ok(await as("li", "GET", `/instruments/${ids.dueSoon}/usages`, undefined, "zh-CN"));
    expect(seenByLi.rows[0]).toMatchObject({
      recordTitle: "您无权查看的记录",
      recordVisible: false,
      memberName: "chen (printed)",
    });
    // Nor edit it: no use is recorded in it by li.
    const other = await refused(await as("li", "POST", `/instruments/${ids.valid}/usages`, { ...usage, usageId: "use-2" }), 404);
    expect(other.key).toBe("experiment.notFound");
  });

  it("is in the team audit trail in words: who calibrated, who booked out of calibration and why", async () => {
    const audit = async (language: string) => {
      const r = await api.call("GET", "/api/audit?category=admin&pageSize=200", { token: token.admin!, language });
      const body = await r.json();
      expect(r.status, JSON.stringify(body)).toBe(200);
      return body.rows as Array<{ eventType: string; words: { subject: string; newValue: { text: string } } }>;
    };
    await expect
      .poll(async () =>
        (await audit("en")).some((r) => r.eventType === "InstrumentBooked" && r.words.newValue.text.includes("because")),
      )
      .toBe(true);
    const en = await audit("en");
    const calibrated = en.find((r) => r.eventType === "InstrumentCalibrated")!;
    expect(calibrated.words.subject).toBe("Instrument EQ-003 Balance EQ-003");
    expect(calibrated.words.newValue.text).toContain("certificate: CAL-2026-17");
    const lapsedBooking = en.find((r) => r.eventType === "InstrumentBooked" && r.words.newValue.text.includes("because"))!;
    expect(lapsedBooking.words.newValue.text).toMatch(
      /^Booked by chen \(printed\) from .+; purpose: Weigh samples; out of calibration or service, because: Checked with a reference weight$/,
    );
    const zh = await audit("zh-CN");
    expect(zh.find((r) => r.eventType === "InstrumentRetired")?.words.newValue.text).toBe("停用：Pump broken");
  });

  it("records use only in a module the caller may edit: a reader of the record is refused", async () => {
    const project = await ok(await as("chen", "POST", "/projects", { name: "Shared weighing" }));
    const liId = api.userOf(token.li!);
    const grant = await ok(await as("chen", "PUT", `/projects/${project.id}/members/${liId}`, { access: "read" }));
    await api.caughtUp(grant.position);
    const notebook = await ok(await as("chen", "POST", "/notebooks", { name: "Shared", projectId: project.id }));
    const record = await ok(await as("chen", "POST", "/experiments", { notebookId: notebook.id, title: "Assay 8" }));
    const { moduleId } = await ok(
      await as("chen", "POST", `/experiments/${record.id}/modules`, {
        type: "grid",
        subType: "labInstrument",
        title: "Instruments",
      }),
    );
    const usage = { usageId: "use-read", experimentId: record.id, moduleId, rowId: "row-1" };
    const answer = await refused(await as("li", "POST", `/instruments/${ids.unscheduled}/usages`, usage, "zh-CN"), 403);
    expect(answer).toMatchObject({
      key: "usage.recordNotEditable",
      message: "您不能编辑该记录的此模块，因此不能在其中记录使用",
    });
    const noModule = await refused(
      await as("chen", "POST", `/instruments/${ids.unscheduled}/usages`, { ...usage, moduleId: MISSING }),
      404,
    );
    expect(noModule.key).toBe("module.notFound");
    expect((await ok(await as("li", "GET", `/instruments/${ids.unscheduled}/usages`))).total).toBe(0);
  });

  it("answers 404 for an instrument, booking or record that does not exist", async () => {
    expect((await refused(await as("chen", "GET", `/instruments/${MISSING}`), 404)).key).toBe("instrument.notFound");
    expect((await refused(await as("chen", "GET", `/instruments/${MISSING}/usages`), 404)).key).toBe("instrument.notFound");
    expect((await refused(await book("chen", MISSING, hourIn(6, 9), hourIn(6, 10)), 404)).key).toBe("instrument.notFound");
    const cancel = await as("chen", "POST", `/instruments/${ids.valid}/bookings/${MISSING}/cancel`, { reason: "" });
    expect((await refused(cancel, 404)).key).toBe("instrument.bookingNotFound");
    const use = { usageId: "u9", experimentId: MISSING, moduleId: MISSING, rowId: "r" };
    expect((await refused(await as("chen", "POST", `/instruments/${ids.valid}/usages`, use), 404)).key).toBe(
      "experiment.notFound",
    );
  });

  it("refuses bad input with a localised 400 and changes nothing", async () => {
    const before = await listed();
    const invalid = await refused(await as("chen", "POST", "/instruments", { code: "", name: "" }, "zh-CN"), 400);
    expect(invalid.key).toBe("request.invalid");
    const backwards = await refused(await book("chen", ids.unscheduled!, hourIn(7, 11), hourIn(7, 9)), 400);
    expect(backwards).toMatchObject({ key: "instrument.bookingEndsBeforeStart", message: "A booking must end after it starts" });
    const tooLong = await refused(await book("chen", ids.unscheduled!, hourIn(7, 9), hourIn(22, 9), {}, "zh-CN"), 400);
    expect(tooLong.message).toBe("一次预约最多占用仪器 14 天");
    expect((await refused(await book("chen", ids.unscheduled!, hourIn(-2, 9), hourIn(-2, 10)), 400)).key).toBe(
      "instrument.bookingInPast",
    );
    const dueBeforeDone = { on: dayFromToday(0), dueOn: dayFromToday(-3), reference: "" };
    expect((await refused(await as("li", "POST", `/instruments/${ids.unscheduled}/calibrations`, dueBeforeDone), 400)).key).toBe(
      "instrument.dueBeforeDone",
    );
    expect(await listed()).toEqual(before);
    const window = `from=${encodeURIComponent(hourIn(7, 0))}&to=${encodeURIComponent(hourIn(23, 0))}&instrumentId=${ids.unscheduled}`;
    expect((await ok(await as("chen", "GET", `/instrument-bookings?${window}`))).rows).toEqual([]);
  });
});
