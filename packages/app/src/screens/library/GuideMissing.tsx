import { Alert, Page, TitleBanner } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';
import { toastMessages } from '@insight/api';
import type { MissingReason } from '../../stores/LibraryViewStore';
import { libraryTexts } from '../../texts';
import { ReturnToLibrary } from './ReturnToLibrary';

/** Why, in words. */
const because: Record<MissingReason, string> = {
  notFound: libraryTexts.guideNotFound,
  notShared: libraryTexts.guideNotShared,
  connectionsFailed: toastMessages.connectionsLoadFail,
};

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
      <Alert tone="critical">{because[library.missingReason ?? 'notFound']}</Alert>
    </Page>
  );
});
