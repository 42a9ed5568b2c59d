import { sheetEngineContract } from "@labledger/ports/sheet-engine/contract";
import { IronCalcSheetEngine } from "./ironcalc";

sheetEngineContract("IronCalc (WASM)", { create: async () => new IronCalcSheetEngine() });
