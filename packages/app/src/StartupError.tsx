import { errorMessages } from '@insight/api';
import { Alert, InsightProvider, Page } from '@insight/ui';
import { errorScreenTexts } from './texts/pages';

/** Shown when the configuration cannot be loaded: without it there is no API to talk to. */
export function StartupError() {
  return (
    <InsightProvider>
      <Page title={errorScreenTexts.startupTitle} width="narrow">
        <Alert tone="critical">{errorMessages.errorPage}</Alert>
      </Page>
    </InsightProvider>
  );
}
