import { args, defineMessages } from '@plaudit/domain';

/** The texts of an Insights chart and its panel that take the chart's title. */
export const insightsChartMessages = defineMessages('insightsChart', {
  key: args<[title: string]>(
    ['title'],
    '{title}: key',
    'Insights: the accessible name of a chart’s colour key (legend); title is the chart’s title',
  ),
  figures: args<[title: string]>(
    ['title'],
    '{title}: the figures',
    'Insights: the accessible name of the table of a chart’s figures, under the chart; title is the chart’s title',
  ),
});
