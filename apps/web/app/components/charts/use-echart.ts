import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

/** ECharts, only the parts our line and bar charts need, loaded with the first chart (not in any page's first load). */
const loadECharts = async () => {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([
    charts.LineChart,
    charts.BarChart,
    components.GridComponent,
    components.TooltipComponent,
    components.DataZoomComponent,
    renderers.CanvasRenderer,
  ]);
  return core;
};

/**
 * Draws `option` (Apache ECharts) in the returned element's box, redrawn when the option changes and
 * resized with the window; nothing is drawn while the option is null (no data).
 */
export const useEChart = (option: EChartsCoreOption | null) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!option || !box.current) return;
    let disposed = false;
    let dispose = () => undefined as void;
    void loadECharts().then((echarts) => {
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current);
      const resize = () => instance.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        instance.dispose();
      };
      instance.setOption(option);
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [option]);
  return box;
};
