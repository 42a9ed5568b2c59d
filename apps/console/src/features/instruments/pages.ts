import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Instruments (issue 20): the register (spec /resource/detailInstrument) the booking calendar ("instrument booking") and the warning days (/team/setting/instrument). */
export const instrumentPages: FeaturePages = {
  resourceDetailInstrument: lazyPage(() => import("./pages/InstrumentsPage")),
  resourceInstrumentBooking: lazyPage(() => import("./pages/InstrumentBookingPage")),
  teamSettingInstrument: lazyPage(() => import("./pages/InstrumentSettingsPage")),
};
