/**
 * A chart drawn on the server as SVG by Apache ECharts' server-side rendering (no browser, no
 * canvas): the same ECharts option the console draws (libs/domain report/chart-option.ts), so a
 * chart in a PDF is the chart on the screen. Only the chart kinds and parts reports use are
 * loaded, once, on the first export.
 */
type Echarts = typeof import("echarts/core");

let loading: Promise<Echarts> | undefined;

function echarts(): Promise<Echarts> {
  loading ??= (async () => {
    const [core, charts, components, renderers] = await Promise.all([
      import("echarts/core"),
      import("echarts/charts"),
      import("echarts/components"),
      import("echarts/renderers"),
    ]);
    core.use([
      charts.BarChart,
      charts.LineChart,
      charts.PieChart,
      charts.ScatterChart,
      components.TitleComponent,
      components.LegendComponent,
      components.GridComponent,
      components.GraphicComponent,
      renderers.SVGRenderer,
    ]);
    return core;
  })();
  return loading;
}

/** The chart of `option` as an SVG document of `width` × `height` CSS pixels. */
export async function chartSvg(option: Readonly<Record<string, unknown>>, width: number, height: number): Promise<string> {
  const { init } = await echarts();
  const chart = init(null, null, { renderer: "svg", ssr: true, width, height });
  try {
    // A file is drawn once and never pointed at: no animation, no tooltip.
    const { tooltip: _tooltip, ...drawn } = option;
    chart.setOption({ ...drawn, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
