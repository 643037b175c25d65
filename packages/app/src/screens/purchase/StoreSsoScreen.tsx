import { EmptyState, Page } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import { useEntry } from '../../routes/outcomeRouting';
import { useStores } from '../../stores/StoreContext';
import { storeSsoTexts } from '../../texts';
import { WaitingOverlay } from './WaitingOverlay';

/**
 * SPEC §2 Store sso: a cart icon and a loading overlay. The cart provider sends the shopper here
 * with timestamp and fcsid; GET /api/store/sso/{userId}/{timestamp}/{fcsid} answers the checkout
 * address and the browser goes there (SPEC §4). Missing parameters or a failure go to /error.
 */
export const StoreSsoScreen = observer(function StoreSsoScreen() {
  const { cart, session } = useStores();
  const [params] = useSearchParams();
  const timestamp = params.get('timestamp')?.trim() ?? '';
  const fcsid = params.get('fcsid')?.trim() ?? '';
  const userId = session.currentUser?.id ?? '';
  useEntry(() => cart.enterSso(userId, timestamp, fcsid), `${userId}/${timestamp}/${fcsid}`);

  return (
    <Page title={storeSsoTexts.title} width="narrow">
      <EmptyState icon="cart" message={storeSsoTexts.message} />
      <WaitingOverlay label={storeSsoTexts.overlay} />
    </Page>
  );
});
