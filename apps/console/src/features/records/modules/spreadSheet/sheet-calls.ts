import type { CellEdit, ChangeCellsAnswer } from "@labledger/contracts";
import { call } from "../../../../transport/api-client";

/** The spreadsheet module's routes (libs/contracts sheets.ts). Quiet: the editor shows what went wrong beside the cells. */
const on = (recordId: string, moduleId: string) =>
  `/experiments/${encodeURIComponent(recordId)}/modules/${encodeURIComponent(moduleId)}`;

/** The change's reason when one was given (spec §5; the server decides whether one is required). */
const why = (reason: string | undefined) => (reason ? { reason } : {});

export const changeCells = async (recordId: string, moduleId: string, edits: readonly CellEdit[], reason?: string) =>
  (await call("PUT", `${on(recordId, moduleId)}/cells`, { body: { edits, ...why(reason) }, quiet: true }))
    .response as ChangeCellsAnswer;

export const addSheet = async (recordId: string, moduleId: string, name: string, afterSheetId: string | null, reason?: string) =>
  (await call("POST", `${on(recordId, moduleId)}/sheets`, { body: { name, afterSheetId, ...why(reason) } })).response as {
    id: string;
  };

export const renameSheet = (recordId: string, moduleId: string, sheetId: string, name: string, reason?: string) =>
  call("PATCH", `${on(recordId, moduleId)}/sheets/${encodeURIComponent(sheetId)}`, { body: { name, ...why(reason) } });

export const deleteSheet = (recordId: string, moduleId: string, sheetId: string, reason?: string) =>
  call("DELETE", `${on(recordId, moduleId)}/sheets/${encodeURIComponent(sheetId)}`, { body: why(reason) });

export const setFrozenRows = (recordId: string, moduleId: string, sheetId: string, rows: number, reason?: string) =>
  call("PUT", `${on(recordId, moduleId)}/sheets/${encodeURIComponent(sheetId)}/frozen-rows`, {
    body: { rows, ...why(reason) },
  });
