import { Alert, Page, TitleBanner } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';
import { libraryTexts } from '../../texts';
import { ReturnToLibrary } from './ReturnToLibrary';

/** An address of the library that names no guide the person may read (an unknown id, a guide not shared). */
export const GuideMissing = observer(function GuideMissing() {
  const { library } = useStores();
  return (
    <Page width="wide">
      <TitleBanner title={libraryTexts.guideMissingTitle}>
        <div>
          <ReturnToLibrary />
        </div>
      </TitleBanner>
      <Alert tone="critical">{library.missingText ?? libraryTexts.guideNotFound}</Alert>
    </Page>
  );
});
