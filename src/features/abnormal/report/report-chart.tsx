/**
 * The abnormal report's chart: records registered and still open per period, as bars. Chart.js with only the bar
 * parts registered; this file is reached only through the report screen's lazy route, so no other screen loads it.
 */
import { Box } from '@chakra-ui/react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ReportChartProps {
  labels: string[];
  count: number[];
  open: number[];
  countLabel: string;
  openLabel: string;
}

export function ReportChart({ labels, count, open, countLabel, openLabel }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          { label: countLabel, data: count, backgroundColor: '#2563eb', maxBarThickness: 28 },
          { label: openLabel, data: open, backgroundColor: '#f59e0b', maxBarThickness: 28 },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [labels, count, open, countLabel, openLabel]);
  return (
    <Box position="relative" h={{ base: '200px', md: '240px' }} w="full" minW="0">
      <canvas ref={canvas} data-testid="abnormal-report-chart" role="img" aria-label={countLabel} />
    </Box>
  );
}
