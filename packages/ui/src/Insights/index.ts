export { BarChart, type BarChartProps, type ChartGroup, type ChartSeries } from './BarChart.tsx';
export {
  InsightsPanel,
  type FiguresColumn,
  type FiguresRow,
  type InsightsPanelProps,
} from './InsightsPanel.tsx';
export {
  InsightsFilters,
  type InsightsFiltersProps,
  type InsightsPlace,
} from './InsightsFilters.tsx';
