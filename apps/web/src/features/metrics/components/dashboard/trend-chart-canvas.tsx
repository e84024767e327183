import { CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";
import { useEffect, useRef } from "react";

// Only what a line chart with tooltips needs, so the lazily loaded chunk stays small (decision 021).
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Filler);

export interface TrendChartCanvasProps {
  labels: readonly string[];
  values: readonly number[];
  /** The metric charted; its name labels the tooltip. */
  name: string;
  /** A chart token (`--color-chart-N`, app/index.css): one series per view, so no colour repeats. */
  colorToken: string;
  /** Formats a value for the axis and the tooltip. */
  format: (value: number) => string;
}

const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The dashboard's trend as a Chart.js line (the wrapper in trend-chart.tsx carries its label and table) (one measure per axis, tooltips on hover and tap, 12 px axes). */
export default function TrendChartCanvas({ labels, values, name, colorToken, format }: TrendChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const colors = () => ({
      line: token(colorToken),
      text: token("--color-muted-foreground"),
      grid: token("--color-border"),
      card: token("--color-card"),
      foreground: token("--color-foreground"),
    });
    let c = colors();
    const chart = new Chart(element, {
      type: "line",
      data: {
        labels: [...labels],
        datasets: [
          {
            label: name,
            data: [...values],
            borderColor: c.line,
            backgroundColor: `color-mix(in srgb, ${c.line} 15%, transparent)`,
            pointBackgroundColor: c.line,
            fill: true,
            tension: 0.25,
            pointRadius: values.length > 31 ? 0 : 3,
            pointHitRadius: 12,
            borderWidth: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: "index", intersect: false },
        events: ["mousemove", "mouseout", "click", "touchstart", "touchmove"],
        scales: {
          x: {
            ticks: { color: c.text, font: { size: 12 }, maxRotation: 0, autoSkip: true, autoSkipPadding: 12 },
            grid: { display: false },
            border: { color: c.grid },
          },
          y: {
            beginAtZero: true,
            ticks: { color: c.text, font: { size: 12 }, maxTicksLimit: 5, callback: (v) => format(Number(v)) },
            grid: { color: c.grid },
            border: { display: false },
          },
        },
        plugins: {
          legend: { display: false },
          tooltip: {
            backgroundColor: c.card,
            titleColor: c.foreground,
            bodyColor: c.foreground,
            borderColor: c.grid,
            borderWidth: 1,
            titleFont: { size: 13 },
            bodyFont: { size: 13 },
            displayColors: false,
            callbacks: { label: (item) => `${name}: ${format(Number(item.raw))}` },
          },
        },
      },
    });
    // Light and dark come from the same tokens: repaint when the theme class on <html> changes.
    const observer = new MutationObserver(() => {
      c = colors();
      const dataset = chart.data.datasets[0];
      if (dataset) {
        dataset.borderColor = c.line;
        dataset.backgroundColor = `color-mix(in srgb, ${c.line} 15%, transparent)`;
        dataset.pointBackgroundColor = c.line;
      }
      const { x, y } = chart.options.scales ?? {};
      for (const axis of [x, y]) {
        if (axis?.ticks) axis.ticks.color = c.text;
      }
      if (y?.grid) y.grid.color = c.grid;
      chart.update();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [labels, values, name, colorToken, format]);

  return (
    // Chart.js sizes the canvas from this box: absolute, so the canvas can never widen the page.
    <div className="absolute inset-0">
      <canvas ref={canvas} />
    </div>
  );
}
