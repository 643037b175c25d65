import { Card, Heading, RadioGroup, Stack, THEME_CHOICES, type ThemeChoice } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useStores } from '../../stores/StoreContext';
import { profileTexts as t } from '../../texts';

/** The profile's Appearance card: System, Light or Dark, applied at once and kept on this device. */
export const AppearanceCard = observer(function AppearanceCard() {
  const { appearance } = useStores();
  const titleId = useId();
  return (
    <Card as="section" padding="xl" aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} id={titleId}>
          {t.appearance}
        </Heading>
        <RadioGroup
          legend={t.theme}
          name="theme"
          hint={t.themeHint}
          orientation="horizontal"
          options={THEME_CHOICES.map((value) => ({ value, label: t.themeNames[value] }))}
          value={appearance.theme}
          onChange={(value) => appearance.choose(value as ThemeChoice)}
        />
      </Stack>
    </Card>
  );
});
