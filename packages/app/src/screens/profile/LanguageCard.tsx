import { Alert, Card, Heading, Stack, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { LanguageChoice } from '../../layout/LanguageChoice';
import { useStores } from '../../stores/StoreContext';
import { languageTexts as t } from '../../texts';

/**
 * The profile's Language card: the account's language, on every device the person signs in on and in the mails
 * Insight sends them. A choice is saved to the account, then the app opens again in it.
 */
export const LanguageCard = observer(function LanguageCard() {
  const { language } = useStores();
  const titleId = useId();
  return (
    <Card as="section" padding="xl" aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} id={titleId}>
          {t.title}
        </Heading>
        <Text>{t.intro}</Text>
        <LanguageChoice labelledBy={titleId} />
        {language.saving.isLoading && <Text role="status">{t.saving}</Text>}
        {language.saving.error && <Alert tone="critical">{language.saving.error}</Alert>}
      </Stack>
    </Card>
  );
});
