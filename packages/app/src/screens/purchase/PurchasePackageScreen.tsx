import { validationMessages } from '@insight/api';
import { Alert, Button, CardGrid, PackageCard, Page, Stack, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { LegalDialog, legalTitles, type LegalDocument } from '../../legal';
import { useActOn, useEntry } from '../../routes/outcomeRouting';
import { leaveTo } from '../../stores/outcome';
import { useStores } from '../../stores/StoreContext';
import { assetUrl } from '../library/assets';
import { packageRibbon } from '../library/ribbons';
import { screenTexts, purchasePackageTexts } from '../../texts';

/**
 * SPEC §2 Purchase package: 'Choose Your Package', one card per package (price, image, name, HTML
 * description, Select → the package's cart link), the terms and privacy modals, and SPEC §5's
 * message for a submit with nothing selected.
 */
export const PurchasePackageScreen = observer(function PurchasePackageScreen() {
  const { catalog, settings } = useStores();
  const act = useActOn();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [legal, setLegal] = useState<LegalDocument | null>(null);

  useEntry(() => catalog.enterPackages());

  const selected = catalog.packages.find((entry) => entry.id === selectedId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (selected) act(leaveTo(selected.cartLink));
  };

  return (
    <Page title={screenTexts.choosePackage} subtitle={purchasePackageTexts.intro(settings.appName)} width="wide">
      <form onSubmit={submit} noValidate aria-label={screenTexts.choosePackage}>
        <Stack gap="xl">
          {catalog.error ? <Alert tone="critical">{catalog.error}</Alert> : null}
          {catalog.status === 'done' && catalog.packages.length === 0 ? (
            <Alert tone="info">{purchasePackageTexts.noPackages}</Alert>
          ) : null}
          <CardGrid minItemWidth="260px">
            {catalog.packages.map((entry) => (
              <PackageCard
                key={entry.id}
                name={entry.name}
                price={entry.price}
                ribbon={packageRibbon(entry.type)}
                description={entry.description}
                image={assetUrl(settings.values.reportImagePath, entry.imageName)}
                cartLink={entry.cartLink}
                data-selected={entry.id === selectedId ? '' : undefined}
                onSelect={() => {
                  setSelectedId(entry.id);
                  setSubmitted(false);
                }}
              />
            ))}
          </CardGrid>
          {submitted && !selected ? <Alert tone="critical">{validationMessages.packageRequired}</Alert> : null}
          <Stack direction="row" gap="lg" align="center" justify="between" wrap>
            <Text tone="muted" size="sm">
              {purchasePackageTexts.agreement}{' '}
              <Button variant="plain" size="sm" onClick={() => setLegal('terms')}>
                {legalTitles.terms}
              </Button>{' '}
              {purchasePackageTexts.and}{' '}
              <Button variant="plain" size="sm" onClick={() => setLegal('privacy')}>
                {legalTitles.privacy}
              </Button>
              .
            </Text>
            <Button type="submit" variant="secondary">
              {purchasePackageTexts.continue}
            </Button>
          </Stack>
        </Stack>
      </form>
      <LegalDialog document={legal} onClose={() => setLegal(null)} />
    </Page>
  );
});
