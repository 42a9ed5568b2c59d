import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { hourSlot, shiftWeek, toLocalInput, weekDays, weekStart } from "../../apps/console/src/features/instruments/logic/week";
import {
  type Account,
  ADMIN,
  type ConsoleUnderTest,
  consoleForSuite,
  describeInChromium,
  screenshot,
  signedInPage,
} from "./harness";

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => toLocalInput(new Date(Date.now() + days * DAY_MS)).slice(0, 10);

/**
 * Issue 20, instruments, in Chromium and in both languages: an administrator registers an
 * instrument, opens its booking calendar, sees a colleague's booking drawn with their name, is
 * refused an overlapping slot with the server's words, books the touching one, and books an
 * instrument whose calibration has lapsed only with a reason.
 */
describeInChromium("instruments in Chromium: register, book a week slot, overlap refused (zh-CN, en)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  let chen: Account;
  const token: Record<string, string> = {};
  // Tuesday of next week: always in the future, and the calendar shows it one click away.
  const tuesday = weekDays(shiftWeek(weekStart(new Date()), 1))[1]!;
  const at = (hour: number) => hourSlot(tuesday, hour).from;
  const slot = (page: Page, hour: number) => page.getByTestId(`slot-${tuesday.getDate()}-${hour}`);

  beforeAll(async () => {
    chen = await app.createMember("ins.chen", "root");
    token.chen = await app.login(chen.account, chen.password);
  });

  const register = async (page: Page, code: string, name: string, calibrationDueOn: string) => {
    await page.getByTestId("instrument-new").click();
    const dialog = page.getByTestId("instrument-register-dialog");
    await dialog.getByTestId("instrument-code").fill(code);
    await dialog.getByTestId("instrument-name").fill(name);
    await dialog.getByTestId("instrument-model").fill("R-300");
    await dialog.getByTestId("instrument-location").fill("Lab 3");
    await dialog.getByTestId("instrument-calibrationDueOn").fill(calibrationDueOn);
    await dialog.getByTestId("instrument-save").click();
    await dialog.waitFor({ state: "detached" });
    return page.locator(`[data-testid="instrument-row"][data-code="${code}"]`);
  };

  /** Opens the booking calendar of the instrument in `row` and moves to next week. */
  const openCalendar = async (page: Page, row: ReturnType<Page["locator"]>) => {
    await row.getByTestId("instrument-book").click();
    await page.getByTestId("instrument-booking-page").waitFor();
    await page.getByTestId("week-next").click();
    await slot(page, 0).waitFor();
  };

  const chooseSlot = async (page: Page, hour: number, until: number) => {
    await slot(page, hour).click();
    const dialog = page.getByTestId("booking-dialog");
    await dialog.getByTestId("booking-to").fill(toLocalInput(at(until)));
    await dialog.getByTestId("booking-save").click();
    return dialog;
  };

  for (const language of ["zh-CN", "en"] as const) {
    const words =
      language === "zh-CN"
        ? {
            title: "仪器",
            booking: "仪器预约",
            valid: "有效",
            lapsed: "已过期",
            overlap: "该时段已被 ins.chen 测试 预约",
            lapsedAsk: "校准已于",
          }
        : {
            title: "Instruments",
            booking: "Instrument booking",
            valid: "Valid",
            lapsed: "Lapsed",
            overlap: "This time is already booked by ins.chen 测试 from",
            lapsedAsk: "calibration lapsed on",
          };
    const code = language === "zh-CN" ? "EQ-ZH" : "EQ-EN";

    it(`${language}: registers an instrument, books a slot beside a colleague's, the overlap is refused in words`, async () => {
      await app.api("PUT", "/me/settings", app.adminToken, { language });
      const page = await signedInPage(app, ADMIN, "/resource/detailInstrument");
      await page.getByTestId("instruments-page").waitFor();
      expect(await page.getByTestId("page-title").textContent()).toBe(words.title);
      expect(await page.getByTestId("side-instrumentBooking").textContent()).toBe(words.booking);

      const row = await register(page, code, `Rotary evaporator ${language}`, dayFromToday(200));
      await expect.poll(() => row.getByTestId("instrument-status").textContent()).toBe(words.valid);
      const { rows } = (await (await app.call("GET", `/api/instruments?keyword=${code}`, { token: token.chen! })).json()) as {
        rows: { id: string }[];
      };
      // A colleague has 10:00–12:00 next Tuesday.
      await app.api("POST", `/instruments/${rows[0]!.id}/bookings`, token.chen!, {
        from: at(10).toISOString(),
        to: at(12).toISOString(),
        purpose: "Concentrate fractions",
      });

      await openCalendar(page, row);
      await expect.poll(() => slot(page, 10).getAttribute("data-booked")).toBe("true");
      expect(await slot(page, 10).textContent()).toContain("ins.chen 测试");
      expect(await slot(page, 11).getAttribute("data-booked")).toBe("true");
      expect(await slot(page, 12).getAttribute("data-booked")).toBe("false");

      // 09:00–11:00 overlaps the colleague's booking: the server's words, naming them.
      const dialog = await chooseSlot(page, 9, 11);
      await expect.poll(() => dialog.getByTestId("booking-problem").textContent()).toContain(words.overlap);
      await screenshot(page, `instruments-overlap-${language}`);
      // 09:00–10:00 only touches it: booked, and drawn.
      await dialog.getByTestId("booking-to").fill(toLocalInput(at(10)));
      await dialog.getByTestId("booking-save").click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => slot(page, 9).getAttribute("data-booked")).toBe("true");
      expect(await slot(page, 9).textContent()).not.toContain("ins.chen");
      await page.close();
    });

    it(`${language}: an instrument whose calibration has lapsed is booked only with a reason`, async () => {
      await app.api("PUT", "/me/settings", app.adminToken, { language });
      const page = await signedInPage(app, ADMIN, "/resource/detailInstrument");
      await page.getByTestId("instruments-page").waitFor();
      const row = await register(page, `${code}-OLD`, `Old balance ${language}`, dayFromToday(-2));
      await expect.poll(() => row.getByTestId("instrument-status").textContent()).toBe(words.lapsed);
      await openCalendar(page, row);
      const dialog = await chooseSlot(page, 14, 15);
      await expect.poll(() => dialog.getByTestId("booking-problem").textContent()).toContain(words.lapsedAsk);
      expect(await dialog.getByTestId("booking-save").isDisabled()).toBe(true);
      await dialog.getByTestId("booking-reason").fill("Checked with a reference weight");
      await dialog.getByTestId("booking-save").click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => slot(page, 14).getAttribute("data-booked")).toBe("true");
      await page.close();
    });
  }
  it("zh-CN: an administrator sets the warning days on /team/setting/instrument; the list follows", async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "zh-CN" });
    await app.api("POST", "/instruments", app.adminToken, {
      code: "EQ-SOON",
      name: "Soon due",
      calibration: { dueOn: dayFromToday(10) },
    });
    const page = await signedInPage(app, ADMIN, "/team/setting/instrument");
    await page.getByTestId("instrument-settings-page").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("仪器设置");
    const days = page.getByTestId("instrument-warning-days");
    await expect.poll(() => days.inputValue()).toBe("30");
    await days.fill("400");
    expect(await page.getByTestId("instrument-settings-page").textContent()).toContain("请输入 0 到 365 之间的整数天数");
    await days.fill("5");
    await page.getByTestId("instrument-settings-save").click();
    await expect.poll(async () => (await app.api("GET", "/settings/instrument", app.adminToken)).warningDays).toBe(5);
    await page.goto(`${app.url}/resource/detailInstrument`);
    const row = page.locator('[data-testid="instrument-row"][data-code="EQ-SOON"]');
    await expect.poll(() => row.getByTestId("instrument-status").textContent()).toBe("有效");
    await screenshot(page, "instruments-list-zh-CN");
    await row.getByTestId("instrument-open").click();
    await expect.poll(() => page.getByTestId("instrument-drawer-name").textContent()).toBe("Soon due");
    await page.getByTestId("calibrations-on").fill(dayFromToday(0));
    await page.getByTestId("calibrations-due").fill(dayFromToday(365));
    await page.getByTestId("calibrations-reference").fill("CAL-2026-17");
    await page.getByTestId("calibrations-save").click();
    await expect.poll(() => page.getByTestId("calibrations-history").textContent()).toContain("CAL-2026-17");
    await screenshot(page, "instruments-drawer-zh-CN");
    await app.api("PUT", "/settings/instrument", app.adminToken, { warningDays: 30 });
    await page.close();
  });
});
