import { Page } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/StoreContext';
import { screenTexts, surveyReturnTitle } from '../../texts';
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
  const navigate = useNavigate();
  const id = surveyIdFromPath(pathname);

  useEffect(() => {
    let active = true;
    if (!id) {
      navigate(paths.error, { replace: true });
      return;
    }
    void survey.handleReturn(id).then((ok) => {
      if (active) navigate(ok ? paths.home : paths.error, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [id, survey, navigate]);

  return (
    <Page title={surveyReturnTitle(settings.appName)} width="narrow">
      <WaitingOverlay label={screenTexts.surveyReturnWaiting} />
    </Page>
  );
});
