import type { CellEdit, ChangeCellsAnswer } from "@labledger/contracts";
import { call } from "../../../../transport/api-client";

/** The spreadsheet module's routes (libs/contracts sheets.ts). Quiet: the editor shows what went wrong beside the cells. */
const on = (recordId: string, moduleId: string) =>
  `/experiments/${encodeURIComponent(recordId)}/modules/${encodeURIComponent(moduleId)}`;

export const changeCells = async (recordId: string, moduleId: string, edits: readonly CellEdit[]) =>
  (await call("PUT", `${on(recordId, moduleId)}/cells`, { body: { edits }, quiet: true })).response as ChangeCellsAnswer;

export const addSheet = async (recordId: string, moduleId: string, name: string, afterSheetId: string | null) =>
  (await call("POST", `${on(recordId, moduleId)}/sheets`, { body: { name, afterSheetId } })).response as { id: string };

export const renameSheet = (recordId: string, moduleId: string, sheetId: string, name: string) =>
  call("PATCH", `${on(recordId, moduleId)}/sheets/${encodeURIComponent(sheetId)}`, { body: { name } });

export const deleteSheet = (recordId: string, moduleId: string, sheetId: string) =>
  call("DELETE", `${on(recordId, moduleId)}/sheets/${encodeURIComponent(sheetId)}`);

export const setFrozenRows = (recordId: string, moduleId: string, sheetId: string, rows: number) =>
  call("PUT", `${on(recordId, moduleId)}/sheets/${encodeURIComponent(sheetId)}/frozen-rows`, { body: { rows } });
