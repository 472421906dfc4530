import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen';

// Its own chunk: the chart library loads with this screen alone.
export function Component() {
  return <AnalyticsScreen />;
}
