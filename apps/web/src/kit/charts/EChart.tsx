import { Box, Center, Loader, useMantineTheme } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { ensureMap, type MapName } from './maps';

type Engine = typeof import('./engine').echarts;
type Chart = ReturnType<Engine['init']>;

export interface EChartProps {
  /** The chart, as ECharts options (series, axes, tooltip, ...); replaced whole when it changes. */
  option: EChartsCoreOption;
  /** A map the option's map series draw (registered before the first draw). */
  map?: MapName;
  height?: number;
  /** What the chart shows, for screen readers (ECharts adds a description of the data). */
  label: string;
  testId?: string;
  /** A click on a bar, slice or region: its data name. */
  onSelect?: (name: string) => void;
}

/** Loads ECharts (and a map) once: later charts draw at once. */
let engine: Promise<Engine> | undefined;
const loadEngine = () => {
  engine ??= import('./engine').then((module) => module.echarts);
  return engine;
};

/**
 * A chart drawn by Apache ECharts (decision 0029). The library is loaded on first use, so pages
 * without charts never download it; the chart follows its box's width, uses the theme's colours and
 * draws SVG (sharp when printed, and checkable in browser tests).
 */
export function EChart({ option, map, height = 320, label, testId, onSelect }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [ready, setReady] = useState(false);
  const theme = useMantineTheme();
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void (async () => {
      const echarts = await loadEngine();
      if (map) await ensureMap(echarts, map);
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current, null, { renderer: 'svg' });
      instance.on('click', (event) => {
        if (typeof event.name === 'string') select.current?.(event.name);
      });
      chart.current = instance;
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(box.current);
      setReady(true);
    })();
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [map]);

  useEffect(() => {
    if (!ready || !chart.current) return;
    const palette = ['blue', 'teal', 'orange', 'grape', 'cyan', 'lime', 'pink', 'indigo', 'yellow', 'red'];
    chart.current.setOption(
      {
        color: palette.map((name) => theme.colors[name]?.[6] ?? name),
        textStyle: { fontFamily: theme.fontFamily },
        aria: { enabled: true, label: { description: label } },
        animationDuration: 300,
        ...option,
      },
      true,
    );
  }, [ready, option, label, theme]);

  return (
    <Box pos="relative" h={height} data-testid={testId} data-chart-ready={ready || undefined}>
      <div ref={box} style={{ width: '100%', height: '100%' }} role="img" aria-label={label} />
      {ready ? null : (
        <Center pos="absolute" inset={0}>
          <Loader size="sm" />
        </Center>
      )}
    </Box>
  );
}
