import { GENDERS, PRONOUN_LABELS } from '@insight/api';
import { RadioGroup } from '@insight/ui';
import type { ChoiceFieldBinding } from './useForm';

export interface PronounFieldProps extends ChoiceFieldBinding {
  legend: string;
}

/** The required pronoun choice of the register and profile forms (SPEC §5: the `gender` field). */
export function PronounField({ legend, ...choice }: PronounFieldProps) {
  return (
    <RadioGroup
      legend={legend}
      options={GENDERS.map((value) => ({ value, label: PRONOUN_LABELS[value] }))}
      required
      {...choice}
    />
  );
}
