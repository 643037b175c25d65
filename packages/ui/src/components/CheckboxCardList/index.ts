export { CheckboxCardList, type CheckboxCardItem, type CheckboxCardListProps } from './CheckboxCardList';
export { selectionState, type SelectionState } from './selection';
