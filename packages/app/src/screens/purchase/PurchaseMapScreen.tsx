import { Card, Link, Page, Stack, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useEntry } from '../../routes/outcomeRouting';
import { useStores } from '../../stores/StoreContext';
import { screenTexts, purchaseMapTexts } from '../../texts';
import { WaitingOverlay } from './WaitingOverlay';

/**
 * SPEC §2 Purchase map: 'Redirecting to checkout page'. It fetches the required-purchase item and
 * sends the browser to its cartLink; a failure goes to /error (SPEC §8).
 */
export const PurchaseMapScreen = observer(function PurchaseMapScreen() {
  const { catalog, settings } = useStores();
  const [cartLink, setCartLink] = useState<string | null>(null);
  const requiredId = settings.values.requiredPurchaseCatalogItemId;
  useEntry(async () => {
    const outcome = await catalog.enterPurchaseMap(requiredId);
    if (outcome.kind === 'leave') setCartLink(outcome.url);
    return outcome;
  }, String(requiredId));

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
