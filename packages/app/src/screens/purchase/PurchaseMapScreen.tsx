import { Card, Link, Page, Stack, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../routes/paths';
import { useLeave } from '../../routes/leave';
import { useStores } from '../../stores/StoreContext';
import { screenTexts, purchaseMapTexts } from '../../texts';
import { WaitingOverlay } from './WaitingOverlay';

/**
 * SPEC §2 Purchase map: 'Redirecting to checkout page'. It fetches the required-purchase item and
 * sends the browser to its cartLink; a failure goes to /error (SPEC §8).
 */
export const PurchaseMapScreen = observer(function PurchaseMapScreen() {
  const { catalog, settings } = useStores();
  const navigate = useNavigate();
  const leave = useLeave();
  const [cartLink, setCartLink] = useState<string | null>(null);
  const requiredId = settings.values.requiredPurchaseCatalogItemId;

  useEffect(() => {
    let active = true;
    if (requiredId === undefined) {
      navigate(paths.error, { replace: true });
      return;
    }
    void catalog.loadItem(requiredId).then((item) => {
      if (!active) return;
      const link = item?.cartLink.trim();
      if (!link) {
        navigate(paths.error, { replace: true });
        return;
      }
      setCartLink(link);
      leave(link);
    });
    return () => {
      active = false;
    };
  }, [catalog, requiredId, navigate, leave]);

  return (
    <Page title={screenTexts.redirectingToCheckout} width="narrow">
      <Card padding="xl">
        <Stack gap="md">
          <Text>{purchaseMapTexts.waiting}</Text>
          {cartLink ? (
            <Text>
              <Link href={cartLink}>{purchaseMapTexts.fallback}</Link>
            </Text>
          ) : null}
        </Stack>
      </Card>
      <WaitingOverlay label={screenTexts.redirectingToCheckout} />
    </Page>
  );
});
