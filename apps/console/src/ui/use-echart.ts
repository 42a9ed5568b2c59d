import type { EChartsType, init } from "echarts/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export type ChartDrawState = "loading" | "drawn" | "failed";

/**
 * An ECharts drawing in a box: the chart's own setup chunk loaded on first use (`load`, so ECharts
 * never comes with a page), drawn in the member's language, following the box's and the window's
 * size, drawn again when its option changes ("drawn" once that option's rendering is done), and let
 * go of when it leaves the page.
 */
export function useEChart({
  drawable,
  load,
  renderer,
  option,
}: {
  drawable: boolean;
  load: () => Promise<{ init: typeof init }>;
  renderer: "svg" | "canvas";
  option: object;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const box = useRef<HTMLDivElement>(null);
  const loader = useRef(load);
  const [instance, setInstance] = useState<EChartsType | null>(null);
  const [state, setState] = useState<ChartDrawState>("loading");

  useEffect(() => {
    if (!drawable) return;
    let gone = false;
    let made: EChartsType | undefined;
    const resize = () => made?.resize();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(resize);
    loader
      .current()
      .then(({ init: start }) => {
        if (gone || !box.current) return;
        made = start(box.current, undefined, { renderer, locale: language.startsWith("zh") ? "ZH" : "EN" });
        observer?.observe(box.current);
        window.addEventListener("resize", resize);
        setInstance(made);
      })
      .catch(() => {
        if (!gone) setState("failed");
      });
    return () => {
      gone = true;
      observer?.disconnect();
      window.removeEventListener("resize", resize);
      made?.dispose();
      setInstance(null);
    };
  }, [drawable, language, renderer]);

  useEffect(() => {
    if (!instance) return;
    setState("loading");
    const drawn = () => setState("drawn");
    instance.on("finished", drawn);
    instance.setOption({ ...option }, { notMerge: true });
    return () => {
      instance.off("finished", drawn);
    };
  }, [instance, option]);

  return { box, state };
}
