/**
 * The report center's chart: bars per label, one dataset per series, stacked or side by side. Chart.js with only the
 * bar parts registered; reached only through the report screens' lazy routes, so no other screen loads it.
 */
import { Box } from '@chakra-ui/react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatYuan } from '@/domain/money';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ChartSeries {
  label: string;
  data: number[];
  color: string;
}

export interface ReportChartProps {
  labels: string[];
  series: ChartSeries[];
  stacked?: boolean;
  /** amounts in cents shown as ¥1,234.56 on the axis and in the tooltip */
  money?: boolean;
  'data-testid'?: string;
  ariaLabel: string;
}

export const CHART_COLORS = ['#2563eb', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#06b6d4', '#84cc16', '#f97316', '#64748b', '#db2777', '#0ea5e9', '#a3a3a3', '#14b8a6', '#eab308', '#7c3aed'];

export function ReportChart({ labels, series, stacked = false, money = false, ariaLabel, 'data-testid': testId }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s) => ({ label: s.label, data: money ? s.data.map((c) => c / 100) : s.data, backgroundColor: s.color, maxBarThickness: 28 })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { stacked }, y: { stacked, beginAtZero: true, ticks: money ? { callback: (v) => formatYuan(Math.round(Number(v) * 100)) } : { precision: 0 } } },
        plugins: { legend: { position: 'bottom' }, tooltip: money ? { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${formatYuan(Math.round((c.parsed.y ?? 0) * 100))}` } } : {} },
      },
    });
    return () => chart.destroy();
  }, [labels, series, stacked, money]);
  return (
    <Box position="relative" h={{ base: '200px', md: '240px' }} w="full" minW="0">
      <canvas ref={canvas} data-testid={testId} role="img" aria-label={ariaLabel} />
    </Box>
  );
}
