import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@insight/api';
import { Button, onTouch, Stack, TOUCH_TARGET, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '../stores/StoreContext';
import { languageTexts as t } from '../texts';

/** The page's language reads as chosen: in bold, not underlined as a link to follow is (a11y: aria-pressed says it). */
const Choice = styled(Button)`
  &[aria-pressed='true'] {
    font-weight: ${vars.font.weightBold};
    text-decoration: none;
    color: ${vars.color.text};
  }
  /* A plain action keeps its text's height; set apart in a row of its own, each gets a finger's room on a touch
     screen (44 × 44 px, as the footer gives its links). */
  ${onTouch} {
    min-height: ${TOUCH_TARGET};
    min-width: ${TOUCH_TARGET};
  }
`;

export interface LanguageChoiceProps {
  /** The name of the group (the footer's menu; Profile's card names it by its heading instead). */
  label?: string;
  /** The id of the element that names the group (Profile's card heading). */
  labelledBy?: string;
}

/**
 * The languages Insight speaks, each named in itself (in its own language, for a screen reader too): the page's is
 * pressed; another opens the app again in it, and a signed-in person's account keeps it (LanguageStore.choose).
 * Buttons, not a menu that acts on change: moving through the choices with the keyboard changes nothing.
 */
export const LanguageChoice = observer(function LanguageChoice({ label = t.label, labelledBy }: LanguageChoiceProps) {
  const { language, session } = useStores();
  const choose = (chosen: Language) => void language.choose(chosen, session.isSignedIn);
  return (
    <Stack
      direction="row"
      gap="sm"
      wrap
      role="group"
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label })}
    >
      {LANGUAGES.map((code) => (
        <Choice
          key={code}
          type="button"
          variant="plain"
          size="sm"
          lang={code}
          aria-pressed={code === language.current}
          disabled={language.saving.isLoading}
          onClick={() => code !== language.current && choose(code)}
        >
          {LANGUAGE_NAMES[code]}
        </Choice>
      ))}
    </Stack>
  );
});
