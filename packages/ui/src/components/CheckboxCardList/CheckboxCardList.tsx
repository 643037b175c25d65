import { forwardRef, useId, useLayoutEffect, useRef, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Checkbox } from '../Checkbox';
import { ExpandableText } from '../ExpandableText';
import { visuallyHiddenStyles } from '../VisuallyHidden';
import { selectionState, toggleAll, toggleItem } from './selection';
import { useInsightStrings } from '../../theme/locale';

export interface CheckboxCardItem {
  id: string;
  name: string;
  /** The picture's address (decorative: the name says what it is). */
  image?: string;
  /** Shown cut short with 'Read more'. */
  description?: string;
  disabled?: boolean;
}

export interface CheckboxCardListProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange'> {
  items: readonly CheckboxCardItem[];
  /** The ids of the ticked items. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The group's name (a legend), e.g. 'Guides to share'. */
  legend: ReactNode;
  /** Show the legend or keep it for screen readers only (default hidden: a dialog title usually says it). */
  showLegend?: boolean;
  selectAllLabel?: string;
  /** Characters of description shown before 'Read more' (default 100). */
  descriptionLength?: number;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  margin-bottom: ${vars.space.sm};
  font-weight: ${vars.font.weightBold};
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyles : '')}
`;

const SelectAll = styled.div`
  padding: ${vars.space.sm} ${vars.space.md};
  border-bottom: 1px solid ${vars.color.border};
  font-weight: ${vars.font.weightMedium};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &[data-state='checked'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.infoSurface};
  }
  img {
    flex: none;
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceMuted};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
  flex: 1;
`;

/**
 * A list of cards to tick (checkbox, image, name, expandable description) under a Select All
 * checkbox that is checked when every item is, mixed when some are.
 */
export const CheckboxCardList = forwardRef<HTMLFieldSetElement, CheckboxCardListProps>(function CheckboxCardList(
  {
    items,
    value,
    onChange,
    legend,
    showLegend = false,
    selectAllLabel: selectAllLabelProp,
    descriptionLength = 100,
    ...rest
  },
  ref,
) {
  const strings = useInsightStrings();
  const selectAllLabel = selectAllLabelProp ?? strings.selectAll;
  const ids = items.filter((item) => !item.disabled).map((item) => item.id);
  const state = selectionState(ids, value);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  // Before paint, so the mixed state never flickers (indeterminate exists only as a DOM property).
  useLayoutEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = state === 'some';
  }, [state]);

  return (
    <Fieldset ref={ref} {...rest}>
      <Legend $hidden={!showLegend}>{legend}</Legend>
      <SelectAll>
        <Checkbox
          ref={selectAllRef}
          label={selectAllLabel}
          checked={state === 'all'}
          disabled={ids.length === 0}
          data-state={state}
          onChange={(event) => onChange(toggleAll(ids, value, event.target.checked))}
        />
      </SelectAll>
      <List>
        {items.map((item) => {
          const checked = value.includes(item.id);
          const descriptionId = `${baseId}-${item.id}-description`;
          return (
            <Item key={item.id} data-state={checked ? 'checked' : 'unchecked'}>
              {item.image ? <img src={item.image} alt="" /> : null}
              <Body>
                <Checkbox
                  label={item.name}
                  checked={checked}
                  disabled={item.disabled}
                  aria-describedby={item.description ? descriptionId : undefined}
                  onChange={(event) => onChange(toggleItem(ids, value, item.id, event.target.checked))}
                />
                {item.description ? (
                  <ExpandableText id={descriptionId} maxLength={descriptionLength}>
                    {item.description}
                  </ExpandableText>
                ) : null}
              </Body>
            </Item>
          );
        })}
      </List>
    </Fieldset>
  );
});
CheckboxCardList.displayName = 'CheckboxCardList';
