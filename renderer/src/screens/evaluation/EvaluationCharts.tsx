import { Bar, BarChart, CartesianGrid, Legend, Scatter, ScatterChart, XAxis, YAxis, ZAxis } from 'recharts';
import type { AgreementRow, MetricOverview } from '../../../../shared/contract/schemas/evaluation';
import { ChartFigure } from '../review/ReviewCharts';

/** Each assessed metric's mean beside its threshold. */
export function MetricsChart({ metrics }: { metrics: MetricOverview[] }) {
  const data = metrics.filter((m) => m.mean !== null).map((m) => ({ metric: m.metric, mean: Number(m.mean!.toFixed(3)), threshold: m.threshold }));
  return (
    <ChartFigure id="metrics" title="Mean score against threshold, per metric" table={{ head: ['Metric', 'Mean', 'Threshold'], rows: data.map((d) => [d.metric, d.mean, d.threshold]) }}>
      <BarChart data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="metric" fontSize={11} />
        <YAxis domain={[0, 1]} />
        <Legend />
        <Bar dataKey="mean" name="Mean" fill="#1d4ed8" isAnimationActive={false} />
        <Bar dataKey="threshold" name="Threshold" fill="#9ca3af" isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
}

/** Human stars (0..1) against one judge's scores for one metric. */
export function AgreementScatter({ row }: { row: AgreementRow }) {
  return (
    <ChartFigure
      id="agreement"
      title={`Human rating against ${row.evaluator} on ${row.metric} (n = ${row.n})`}
      table={{ head: ['Human (0 to 1)', 'Judge (0 to 1)'], rows: row.points.map((p) => [p.human, Number(p.judge.toFixed(3))]) }}
    >
      <ScatterChart accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" dataKey="human" name="Human" domain={[0, 1]} />
        <YAxis type="number" dataKey="judge" name="Judge" domain={[0, 1]} />
        <ZAxis range={[40, 40]} />
        <Scatter data={row.points} fill="#b45309" isAnimationActive={false} />
      </ScatterChart>
    </ChartFigure>
  );
}
