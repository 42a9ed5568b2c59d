import { changeNeedsReason, contentEditable } from "@labledger/domain/experiment/lifecycle";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../transport/api-error";
import { otherSettingsQuery } from "../../../transport/queries";
import { showToast } from "../../../ui/toast-store";
import {
  addModule,
  closeExperiment,
  closeExperimentOnUnload,
  deleteModule,
  enableModuleEdit,
  getCompleteness,
  getExperiment,
  grantModule,
  openExperiment,
  primeUnloadClock,
  renameModule,
  reorderModules,
  saveModule,
  updateDetails,
} from "../api/record-calls";
import { moduleEditable, showsEditButton } from "../model/access";
import { AutoSaveScheduler, autoSaveIntervalMs } from "../model/autosave";
import { changedDetails, isDirty } from "../model/dirty";
import { moved } from "../model/reorder";
import type { Completeness, ExperimentRecord, ModuleContent, OpenCheck, RecordDetails, RecordModule } from "../model/types";
import { HUMIDITY, rangeProblem, TEMPERATURE, titleProblem, valueProblem } from "../model/validation";

const DETAILS = "$details";
/** Spec §4 lifecycle, the server's rule: only a draft, rejected or recalled record that is not locked nor archived may be edited. */
export const lifecycleEditable = (r: Pick<ExperimentRecord, "status" | "locked"> & Partial<Pick<ExperimentRecord, "archived">>) =>
  contentEditable({ status: r.status ?? "draft", locked: r.locked, archived: r.archived === true });
const OPEN_HEARTBEAT_MS = 60_000;
/** The server accepts a timestamp up to 40 s old: renew the one kept for the unload request well before. */
const UNLOAD_CLOCK_MS = 15_000;
const detailsOf = (r: ExperimentRecord): RecordDetails => ({
  title: r.title,
  participants: r.participants ?? [],
  roomTemperature: r.roomTemperature ?? null,
  relativeHumidity: r.relativeHumidity ?? null,
  conclusion: r.conclusion ?? null,
  departmentId: r.departmentId ?? null,
});

interface EditorData {
  record?: ExperimentRecord;
  saved: Record<string, { content: ModuleContent; lastCacheTime: number }>;
  drafts: Record<string, ModuleContent>;
  conflicts: Record<string, string>;
  savedDetails?: RecordDetails;
  draftDetails?: RecordDetails;
}

/**
 * The record editor's state: what the server confirmed (content and lastCacheTime per module),
 * the user's drafts on top, stale-save conflicts (the draft is kept, never overwritten),
 * the open-check, modules taken with their edit button, and auto-save every tempSaveTime.
 */
export function useRecordEditor(id: string) {
  const { t } = useTranslation("records");
  const data = useRef<EditorData>({ saved: {}, drafts: {}, conflicts: {} });
  const [, render] = useReducer((n: number) => n + 1, 0);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [open, setOpen] = useState<OpenCheck>();
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [offline, setOffline] = useState(typeof navigator !== "undefined" && !navigator.onLine);
  const [completeness, setCompleteness] = useState<Completeness>();
  const [savedAt, setSavedAt] = useState<Date>();
  const inflight = useRef(new Set<string>());
  /** The reason given for the save under way (asked once per save when required). */
  const reason = useRef<string | undefined>(undefined);
  const [askingReason, setAskingReason] = useState(false);
  const [waitingForReason, setWaitingForReason] = useState(false);
  /** A structural change (add, rename, move, delete, N/A) waiting for its reason. */
  const [reasonAction, setReasonAction] = useState<((reason: string) => Promise<unknown>) | null>(null);
  const other = useQuery(otherSettingsQuery);

  /** Loads the record; modules with unsaved input keep their draft AND the version it was made on. */
  const load = useCallback(
    async (forget: readonly string[] = []) => {
      try {
        const record = await getExperiment(id);
        const d = data.current;
        for (const moduleId of forget) {
          delete d.drafts[moduleId];
          delete d.conflicts[moduleId];
        }
        const saved: EditorData["saved"] = {};
        for (const m of record.modules) {
          const keep = d.saved[m.moduleId] && isDirty(d.saved[m.moduleId]!.content, d.drafts[m.moduleId]);
          saved[m.moduleId] = keep ? d.saved[m.moduleId]! : { content: m.content, lastCacheTime: m.lastCacheTime };
          if (!keep) delete d.drafts[m.moduleId];
        }
        const details = detailsOf(record);
        const keepDetails =
          d.savedDetails && d.draftDetails && Object.keys(changedDetails(d.savedDetails, d.draftDetails)).length > 0;
        data.current = {
          ...d,
          record,
          saved,
          savedDetails: keepDetails ? d.savedDetails : details,
          draftDetails: keepDetails ? d.draftDetails : details,
        };
        setLoadError(null);
        render();
      } catch (error) {
        setLoadError(error instanceof ApiError ? error : new ApiError(String(error), 0, ""));
      }
    },
    [id],
  );

  // Spec §4 opening: ask whether someone else has it open, then load; heartbeat while open; close on leaving.
  useEffect(() => {
    let stopped = false;
    const check = () =>
      openExperiment(id)
        .then((result) => !stopped && setOpen(result))
        .catch(() => undefined);
    void check().then(() => load());
    const heartbeat = setInterval(() => void openExperiment(id).catch(() => undefined), OPEN_HEARTBEAT_MS);
    const prime = () => void primeUnloadClock().catch(() => undefined);
    prime();
    const primer = setInterval(prime, UNLOAD_CLOCK_MS);
    const unload = () => closeExperimentOnUnload(id);
    window.addEventListener("pagehide", unload);
    return () => {
      stopped = true;
      clearInterval(heartbeat);
      clearInterval(primer);
      window.removeEventListener("pagehide", unload);
      void closeExperiment(id).catch(() => undefined);
    };
  }, [id, load]);

  const openReadOnly = open?.isReadOnly ?? false;
  const record = data.current.record;

  const lifecycleOk = record !== undefined && lifecycleEditable(record);
  const editableModule = (m: RecordModule) => lifecycleOk && moduleEditable(m, { openReadOnly, taken: taken.has(m.moduleId) });
  const detailsEditable = record !== undefined && !record.isReadOnly && !openReadOnly && lifecycleOk;
  const traceModification = other.data?.traceModification ?? false;
  const needsReason = record !== undefined && changeNeedsReason(record, traceModification);

  const failed = useCallback(
    (error: unknown, moduleId?: string) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 0) {
        setOffline(true);
        showToast(t("offline.warning"), "warning");
      } else if (error.status === 409 && moduleId) {
        data.current.conflicts[moduleId] = error.message;
        render();
        showToast(error.message, "error");
      } else showToast(error.message, "error");
    },
    [t],
  );

  const saveDetails = useCallback(async (): Promise<boolean> => {
    const { savedDetails, draftDetails } = data.current;
    if (!savedDetails || !draftDetails) return true;
    const changes = changedDetails(savedDetails, draftDetails);
    if (Object.keys(changes).length === 0) return true;
    if (
      titleProblem(draftDetails.title) ||
      rangeProblem(draftDetails.roomTemperature, TEMPERATURE) ||
      rangeProblem(draftDetails.relativeHumidity, HUMIDITY)
    ) {
      showToast(t("invalid.details"), "error");
      return false;
    }
    try {
      await updateDetails(id, { ...changes, ...(changes.title ? { title: changes.title.trim() } : {}) }, reason.current);
      data.current.savedDetails = draftDetails;
      render();
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }, [id, t, failed]);

  /** Saves dirty modules; a module without changes sends nothing, one in conflict is not sent again. */
  const saveModules = useCallback(
    async (moduleIds: readonly string[], isAuto: boolean): Promise<boolean> => {
      let ok = true;
      for (const moduleId of moduleIds) {
        const d = data.current;
        const saved = d.saved[moduleId];
        const draft = d.drafts[moduleId];
        const module = d.record?.modules.find((m) => m.moduleId === moduleId);
        if (!saved || !draft || !module || !isDirty(saved.content, draft) || d.conflicts[moduleId]) continue;
        if (inflight.current.has(moduleId)) continue;
        const problem = valueProblem(module.type, draft.fields.value);
        if (problem) {
          showToast(`${module.title}: ${t(problem)}`, "error");
          ok = false;
          continue;
        }
        inflight.current.add(moduleId);
        try {
          const result = await saveModule(id, moduleId, {
            data: draft,
            isAuto,
            lastCacheTime: saved.lastCacheTime,
            ...(reason.current ? { reason: reason.current } : {}),
          });
          data.current.saved[moduleId] = { content: draft, lastCacheTime: result.lastCacheTime };
          if (!isDirty(draft, data.current.drafts[moduleId])) delete data.current.drafts[moduleId];
          setOffline(!navigator.onLine);
          render();
        } catch (error) {
          ok = false;
          failed(error, moduleId);
        } finally {
          inflight.current.delete(moduleId);
        }
      }
      if (ok) setSavedAt(new Date());
      return ok;
    },
    [id, t, failed],
  );

  const dirtyIds = useCallback((): string[] => {
    const d = data.current;
    const ids = Object.keys(d.drafts).filter((m) => d.saved[m] && isDirty(d.saved[m]!.content, d.drafts[m]) && !d.conflicts[m]);
    const detailsDirty =
      d.savedDetails && d.draftDetails && Object.keys(changedDetails(d.savedDetails, d.draftDetails)).length > 0;
    return detailsDirty ? [DETAILS, ...ids] : ids;
  }, []);

  const saveAll = useCallback(
    async (isAuto: boolean) => {
      const ids = dirtyIds();
      if (ids.length === 0) return true;
      const d = data.current;
      if (d.record && changeNeedsReason(d.record, traceModification) && !reason.current) {
        // Never a silent failure: auto-save waits for the reason, a manual save asks it.
        setWaitingForReason(true);
        if (!isAuto) setAskingReason(true);
        return false;
      }
      const detailsOk = ids.includes(DETAILS) ? await saveDetails() : true;
      const modulesOk = await saveModules(
        ids.filter((m) => m !== DETAILS),
        isAuto,
      );
      return detailsOk && modulesOk;
    },
    [dirtyIds, saveDetails, saveModules, traceModification],
  );

  // Auto-save every tempSaveTime seconds (spec §9), of what is dirty only.
  const intervalMs = other.data ? autoSaveIntervalMs(other.data.tempSaveTime) : undefined;
  const loaded = record !== undefined;
  useEffect(() => {
    if (!loaded || intervalMs === undefined) return;
    const scheduler = new AutoSaveScheduler(intervalMs, dirtyIds, () => saveAll(true));
    scheduler.start();
    return () => scheduler.stop();
  }, [loaded, intervalMs, dirtyIds, saveAll]);

  // Spec §8 offline warning.
  useEffect(() => {
    const on = () => setOffline(false);
    const off = () => setOffline(true);
    window.addEventListener("online", on);
    window.addEventListener("offline", off);
    return () => {
      window.removeEventListener("online", on);
      window.removeEventListener("offline", off);
    };
  }, []);

  const hasUnsaved = dirtyIds().length > 0 || Object.keys(data.current.conflicts).length > 0;
  // Warn before leaving the page with unsaved changes.
  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasUnsaved]);

  /** Runs a change with a reason when one is required (the reason dialog asks it first). */
  const withReason = async (action: (reason?: string) => Promise<unknown>) => {
    const d = data.current;
    if (d.record && changeNeedsReason(d.record, traceModification)) {
      setReasonAction(() => action);
      return;
    }
    await action();
  };

  return {
    record,
    lifecycleEditable: lifecycleOk,
    needsReason,
    askingReason: askingReason || reasonAction !== null,
    waitingForReason: waitingForReason && needsReason && dirtyIds().length > 0,
    askReason: () => setAskingReason(true),
    cancelReason: () => {
      setAskingReason(false);
      setReasonAction(null);
    },
    /** Saves what is dirty with this reason, then forgets it (one reason per save). */
    saveWithReason: async (given: string) => {
      if (reasonAction) {
        await reasonAction(given.trim());
        setReasonAction(null);
        return;
      }
      reason.current = given.trim();
      try {
        const ok = await saveAll(false);
        if (!ok) throw new Error("not saved");
        setWaitingForReason(false);
        setAskingReason(false);
      } finally {
        reason.current = undefined;
      }
    },
    loadError,
    open,
    openReadOnly,
    offline,
    savedAt,
    completeness,
    hasUnsaved,
    detailsEditable,
    intervalMs,
    details: data.current.draftDetails,
    contentOf: (m: RecordModule) => data.current.drafts[m.moduleId] ?? data.current.saved[m.moduleId]?.content ?? m.content,
    isDirty: (moduleId: string) => {
      const s = data.current.saved[moduleId];
      return s !== undefined && isDirty(s.content, data.current.drafts[moduleId]);
    },
    conflictOf: (moduleId: string) => data.current.conflicts[moduleId],
    editable: editableModule,
    showEditButton: (m: RecordModule) => showsEditButton(m, taken.has(m.moduleId)),
    change: (moduleId: string, content: ModuleContent) => {
      data.current.drafts[moduleId] = content;
      render();
    },
    /** A change the server already acted on (a usage recorded from the inventory): saved at once, not at the next auto-save. */
    commit: (moduleId: string, content: ModuleContent) => {
      data.current.drafts[moduleId] = content;
      render();
      void saveAll(false);
    },
    changeDetails: (details: RecordDetails) => {
      data.current.draftDetails = details;
      render();
    },
    save: () => saveAll(false),
    reload: (moduleId?: string) => load(moduleId ? [moduleId] : []),
    /** Spec §5: N/A clears temperature, humidity and participants (the server does the same). */
    notApplicable: () =>
      withReason(async (why) => {
        await updateDetails(id, { roomTemperature: "N/A", relativeHumidity: "N/A" }, why);
        const cleared = { roomTemperature: "N/A" as const, relativeHumidity: "N/A" as const, participants: [] };
        const d = data.current;
        if (d.savedDetails) d.savedDetails = { ...d.savedDetails, ...cleared };
        if (d.draftDetails) d.draftDetails = { ...d.draftDetails, ...cleared };
        render();
      }),
    addModule: (body: unknown) =>
      withReason(async (why) => {
        await addModule(id, why ? { ...(body as object), reason: why } : body);
        await load();
      }),
    rename: (moduleId: string, title: string) =>
      withReason(async (why) => {
        await renameModule(id, moduleId, title, why);
        await load();
      }),
    move: async (moduleId: string, by: -1 | 1) => {
      const order = (data.current.record?.modules ?? []).map((m) => m.moduleId);
      const next = moved(order, moduleId, by);
      if (next.every((m, i) => m === order[i])) return;
      await withReason(async (why) => {
        await reorderModules(id, next, why);
        await load();
      });
    },
    remove: (moduleId: string) =>
      withReason(async (why) => {
        await deleteModule(id, moduleId, why);
        delete data.current.drafts[moduleId];
        delete data.current.conflicts[moduleId];
        await load();
      }),
    enableEdit: async (moduleId: string) => {
      try {
        await enableModuleEdit(id, moduleId);
        setTaken((s) => new Set([...s, moduleId]));
        await load();
      } catch {
        // The transport showed the server's message ('Someone is currently using the module, please try again later').
      }
    },
    grant: async (moduleId: string, memberId: string, attribute: 0 | 1 | null) => {
      await grantModule(id, moduleId, memberId, attribute);
      await load();
    },
    checkCompleteness: async () => {
      await saveAll(false);
      setCompleteness(await getCompleteness(id));
    },
  };
}
