import { forwardRef, useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { describeField, Hint } from '../../internal/fieldParts';
import { useControllableState } from '../../internal/useControllableState';
import { useInsightStrings } from '../../theme/locale';
import { Fieldset } from '../Fieldset';
import { RadioGroup, type RadioOption } from '../RadioGroup';

/** Whom a person is compared with: women, men, or both averaged (for anyone who prefers not to say). */
export type GroupChooserSex = 'female' | 'male' | 'unspecified';
/** The age bands of the norms: under 21, 21 to 40, 41 to 60, over 60. */
export type GroupChooserAgeBand = 'under21' | '21-40' | '41-60' | 'over60';

/** The chosen group; a part not chosen yet is left out. */
export interface GroupChooserValue {
  sex?: GroupChooserSex;
  ageBand?: GroupChooserAgeBand;
}

const SEXES = ['female', 'male', 'unspecified'] as const satisfies readonly GroupChooserSex[];
const AGE_BANDS = ['under21', '21-40', '41-60', 'over60'] as const satisfies readonly GroupChooserAgeBand[];

/** Controlled (value and onChange) or not (defaultValue, and onChange if you like): never both values. */
type GroupChooserControl =
  | {
      /** The chosen group: controlled. */
      value: GroupChooserValue;
      /** Called with the whole new value when either part changes. */
      onChange: (value: GroupChooserValue) => void;
      defaultValue?: never;
    }
  | {
      value?: never;
      /** The group chosen at first: uncontrolled. */
      defaultValue?: GroupChooserValue;
      onChange?: (value: GroupChooserValue) => void;
    };

export type GroupChooserProps = Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange' | 'defaultValue' | 'value' | 'children'
> &
  GroupChooserControl & {
    /** The whole question. Default: the locale's 'Compared with'. */
    legend?: ReactNode;
    /** Keeps the legend for assistive technology only, when a heading nearby already says it. */
    hideLegend?: boolean;
    /** A note under the legend that describes the group ("Changes your results at once."). */
    hint?: ReactNode;
    /** The two questions. Default: the locale's 'Women or men' and 'Age'. */
    sexLegend?: ReactNode;
    ageLegend?: ReactNode;
    /** The start of the radios' names (`<name>-sex`, `<name>-age`). Default: a generated id. */
    name?: string;
    /** Disables both groups. */
    disabled?: boolean;
  };

/**
 * "Compared with": the comparison group a person's percentiles are worked out against, as two labelled radio
 * groups under one legend: women, men, or both averaged ("prefer not to say"), and an age band. Controlled
 * (`value` and `onChange`) or uncontrolled (`defaultValue`); `onChange` is called with the whole value. Arrow keys
 * move between the options of a group, as native radios do. Every word is the locale's unless given.
 */
export const GroupChooser = forwardRef<HTMLFieldSetElement, GroupChooserProps>(function GroupChooser(
  {
    value,
    defaultValue,
    onChange,
    legend,
    hideLegend = false,
    hint,
    sexLegend,
    ageLegend,
    name,
    disabled,
    id: idProp,
    ...rest
  },
  ref,
) {
  const strings = useInsightStrings();
  const autoId = useId();
  const id = idProp ?? autoId;
  const names = name ?? id;
  const { hintId, showHint, describedBy } = describeField(id, hint, undefined, rest['aria-describedby']);
  const [current, setCurrent] = useControllableState<GroupChooserValue>(value, defaultValue ?? {}, onChange);
  const sexLabels: Record<GroupChooserSex, string> = {
    female: strings.groupWomen,
    male: strings.groupMen,
    unspecified: strings.groupBoth,
  };
  const ageLabels: Record<GroupChooserAgeBand, string> = {
    under21: strings.groupUnder21,
    '21-40': strings.group21to40,
    '41-60': strings.group41to60,
    over60: strings.groupOver60,
  };
  const sexes: RadioOption[] = SEXES.map((sex) => ({ value: sex, label: sexLabels[sex] }));
  const ageBands: RadioOption[] = AGE_BANDS.map((band) => ({ value: band, label: ageLabels[band] }));
  return (
    <Fieldset
      ref={ref}
      id={id}
      legend={legend ?? strings.comparedWith}
      legendSize="md"
      hideLegend={hideLegend}
      gap="md"
      disabled={disabled}
      {...rest}
      aria-describedby={describedBy}
    >
      {showHint ? <Hint id={hintId}>{hint}</Hint> : null}
      <RadioGroup
        legend={sexLegend ?? strings.groupSex}
        name={`${names}-sex`}
        options={sexes}
        value={current.sex ?? ''}
        onChange={(picked) => setCurrent({ ...current, sex: SEXES.find((sex) => sex === picked) })}
        data-part="sex"
      />
      <RadioGroup
        legend={ageLegend ?? strings.groupAge}
        name={`${names}-age`}
        options={ageBands}
        value={current.ageBand ?? ''}
        onChange={(picked) => setCurrent({ ...current, ageBand: AGE_BANDS.find((band) => band === picked) })}
        data-part="age"
      />
    </Fieldset>
  );
});
GroupChooser.displayName = 'GroupChooser';
