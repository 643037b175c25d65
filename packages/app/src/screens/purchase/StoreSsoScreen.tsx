import { EmptyState, Page } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../routes/paths';
import { useLeave } from '../../routes/leave';
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
  const navigate = useNavigate();
  const leave = useLeave();
  const timestamp = params.get('timestamp')?.trim() ?? '';
  const fcsid = params.get('fcsid')?.trim() ?? '';
  const userId = session.currentUser?.id ?? '';

  useEffect(() => {
    let active = true;
    if (!timestamp || !fcsid || !userId) {
      navigate(paths.error, { replace: true });
      return;
    }
    void cart.singleSignOn(userId, timestamp, fcsid).then((address) => {
      if (!active) return;
      if (address) leave(address);
      else if (cart.errorKind !== 'unauthorized') navigate(paths.error, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [cart, userId, timestamp, fcsid, navigate, leave]);

  return (
    <Page title={storeSsoTexts.title} width="narrow">
      <EmptyState icon="cart" message={storeSsoTexts.message} />
      <WaitingOverlay label={storeSsoTexts.overlay} />
    </Page>
  );
});
