// @insight/app/testing: the app in a story or a test (the harness both share; nothing here needs Vitest).
export {
  AppHarness,
  createHarness,
  currentAddress,
  type AppHarnessProps,
  type Harness,
  type HarnessCalls,
  type HarnessOptions,
  type HarnessRouter,
  type HarnessSetup,
} from './harness';
export { testSettings, createRecordingLocation, type RecordingLocation } from './fakeEnv';
export { levelOfPercentile, neoInsightOf, neoPercentiles, neoResultOf, type NeoInsightOptions } from './neo';
export { pseudoMessage, showScreensIn, type ScreenLanguage, type ScreenLanguageUi } from './language';
