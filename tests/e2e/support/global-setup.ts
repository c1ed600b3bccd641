// Before any test, once the suite's portal has started (Playwright starts its
// web server first): the releases the chart-markers spec looks for
// (./chart-releases.ts), handed to the workers through the environment.
import { CHART_RELEASES_ENV, scheduleChartReleases } from './chart-releases';

export default async function globalSetup(): Promise<void> {
  process.env[CHART_RELEASES_ENV] = JSON.stringify(await scheduleChartReleases());
}
