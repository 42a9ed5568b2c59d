import { type Ketcher, KetcherAsyncEvents } from "ketcher-core";

/**
 * Hands a structure text (SMILES, molfile, RXN, SDF, KET, CDXML …) to Ketcher, which replaces the
 * drawing with it; "" clears the drawing. Ketcher reports a text it cannot read on its event bus
 * (setMolecule itself resolves either way): then the drawing is left as it was and this answers false.
 */
export async function loadStructure(ketcher: Ketcher, text: string): Promise<boolean> {
  if (text.trim() === "") {
    ketcher.editor.clear();
    return true;
  }
  let failed = false;
  const onFailure = () => {
    failed = true;
  };
  ketcher.eventBus.on(KetcherAsyncEvents.FAILURE, onFailure);
  try {
    await ketcher.setMolecule(text);
  } finally {
    ketcher.eventBus.off(KetcherAsyncEvents.FAILURE, onFailure);
  }
  return !failed;
}
