import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../ui/toast-store";
import "../i18n/catalogue";
import { type Binnable, binOrRestore, DATAMINING_KEY } from "../api/datamining-calls";

/** What is about to go to the rubbish bin (asked first), and moving things to it and back; the lists refresh after. */
export function useBin(kind: Binnable) {
  const { t } = useTranslation("datamining");
  const client = useQueryClient();
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const run = async (id: string, action: "bin" | "restore") => {
    await binOrRestore(kind, id, action);
    await client.invalidateQueries({ queryKey: DATAMINING_KEY });
    showToast(t(action === "bin" ? "bin.moved" : "bin.restored"), "success");
  };
  return {
    asking,
    ask: (row: { id: string; name: string }) => setAsking({ id: row.id, name: row.name }),
    cancel: () => setAsking(null),
    bin: () => (asking ? run(asking.id, "bin") : Promise.resolve()),
    restore: (id: string) => run(id, "restore"),
  };
}
