import type { Ketcher } from "ketcher-core";
import { useCallback, useEffect, useRef, useState } from "react";
import { STRUCTURE_CHANGE_DEBOUNCE_MS } from "./change-debounce";
import { loadStructure } from "./load-structure";
import { readStructure } from "./read-structure";
import { sameStructure } from "./same-structure";

/**
 * Keeps Ketcher and the module's value in step. A value from outside (a reload, another save) is
 * loaded into Ketcher; a drawing changed by the user is read and handed to `onChange` once it has
 * rested. Neither echoes the other: what Ketcher shows after loading a value is remembered as
 * already known, and the value `onChange` gave comes back without being loaded again.
 */
export function useStructureSync(ketcher: Ketcher | undefined, value: string, onChange: (structure: string) => void) {
  /** The value last loaded into Ketcher or handed out from it. */
  const loaded = useRef<string | null>(null);
  /** The drawing as last read from Ketcher (its own text for what it shows). */
  const drawn = useRef<string | null>(null);
  /** Loads under way: Ketcher's change events then come from us, not from the user. */
  const loading = useRef(0);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const [unreadable, setUnreadable] = useState(false);

  /** Loads a text into Ketcher as ours (no change is handed out for it); false when Ketcher cannot read it. */
  const load = useCallback(
    async (text: string): Promise<boolean> => {
      if (!ketcher) return false;
      loading.current++;
      try {
        const ok = await loadStructure(ketcher, text);
        if (ok) drawn.current = await readStructure(ketcher);
        return ok;
      } finally {
        loading.current--;
      }
    },
    [ketcher],
  );

  /** Hands the drawing on as the module's new structure. */
  const handOn = useCallback((structure: string) => {
    loaded.current = structure;
    setUnreadable(false);
    latestOnChange.current(structure);
  }, []);

  // Outside → Ketcher.
  useEffect(() => {
    if (!ketcher || value === loaded.current) return;
    loaded.current = value;
    void load(value).then((ok) => setUnreadable(!ok));
  }, [ketcher, value, load]);

  // Ketcher → outside, once the drawing has rested.
  useEffect(() => {
    if (!ketcher) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readAndHandOn = async () => {
      const structure = await readStructure(ketcher);
      if (loading.current > 0 || sameStructure(structure, drawn.current)) return;
      drawn.current = structure;
      handOn(structure);
    };
    const subscriber = ketcher.editor.subscribe("change", () => {
      if (loading.current > 0) return;
      clearTimeout(timer);
      timer = setTimeout(() => void readAndHandOn(), STRUCTURE_CHANGE_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      ketcher.editor.unsubscribe("change", subscriber);
    };
  }, [ketcher, handOn]);

  return {
    /** The stored value could not be read by Ketcher (the drawing was left empty). */
    unreadable,
    /** Imports a text the user gave: replaces the drawing and hands it on; false when Ketcher cannot read it. */
    importText: async (text: string): Promise<boolean> => {
      const ok = await load(text);
      if (ok && drawn.current !== null && !sameStructure(drawn.current, loaded.current)) handOn(drawn.current);
      return ok;
    },
  };
}
