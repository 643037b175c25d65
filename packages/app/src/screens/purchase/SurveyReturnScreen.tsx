import { Page } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useEntry } from '../../routes/outcomeRouting';
import { useStores } from '../../stores/StoreContext';
import { screenTexts, surveyReturnTexts } from '../../texts';
import { WaitingOverlay } from './WaitingOverlay';

/** SPEC §2: the id is the third URL segment (/survey/return/{id}). */
export function surveyIdFromPath(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const id = segments[2] ?? '';
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/**
 * SPEC §2 Survey return: 'Hang tight while we chart you.' under a branded title, while
 * POST /api/survey/return/{id} runs; truthy → /home, otherwise (or on failure) → /error.
 */
export const SurveyReturnScreen = observer(function SurveyReturnScreen() {
  const { survey, settings } = useStores();
  const { pathname } = useLocation();
  const id = surveyIdFromPath(pathname);
  useEntry(() => survey.enterReturn(id), id);

  return (
    <Page title={surveyReturnTexts.title(settings.appName)} width="narrow">
      <WaitingOverlay label={screenTexts.surveyReturnWaiting} />
    </Page>
  );
});
