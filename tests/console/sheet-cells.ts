import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { patience } from "./harness";

/** A spreadsheet cell of the grid by its address (A1). */
export const cellOf = (sheet: Locator, address: string) => {
  const [, column, row] = /^([A-Z]+)(\d+)$/.exec(address)!;
  return sheet.locator(`.ag-row[row-id="${row}"] .ag-cell[col-id="${column}"]`);
};

/** Waits until the cell shows this text. */
export const shows = async (sheet: Locator, address: string, text: string) =>
  expect.poll(async () => (await cellOf(sheet, address).textContent())?.trim(), { timeout: patience(10_000) }).toBe(text);

/** Clicks a cell and types into it as a member would: typing starts editing, Enter saves and moves down. */
export const typeInto = async (page: Page, sheet: Locator, address: string, text: string) => {
  await cellOf(sheet, address).click();
  await cellOf(sheet, address).and(sheet.locator(".ag-cell-focus")).waitFor();
  await page.keyboard.type(text.slice(0, 1));
  const editor = cellOf(sheet, address).locator("input");
  await editor.waitFor();
  await page.keyboard.type(text.slice(1));
  await expect.poll(() => editor.inputValue()).toBe(text);
  await page.keyboard.press("Enter");
  await expect.poll(() => sheet.locator(".ag-cell-inline-editing").count()).toBe(0);
};
