/** Whether every, some or none of the items are ticked (Select All is checked, mixed or clear). */
export type SelectionState = 'all' | 'some' | 'none';

export function selectionState(ids: readonly string[], value: readonly string[]): SelectionState {
  const ticked = ids.filter((id) => value.includes(id)).length;
  if (ids.length > 0 && ticked === ids.length) return 'all';
  return ticked === 0 ? 'none' : 'some';
}

/** Select All ticked: every item (plus any value not in the list is kept); cleared: none of the items. */
export function toggleAll(ids: readonly string[], value: readonly string[], checked: boolean): string[] {
  const others = value.filter((id) => !ids.includes(id));
  return checked ? [...others, ...ids] : others;
}

/** One item ticked or cleared, keeping the items' order. */
export function toggleItem(ids: readonly string[], value: readonly string[], id: string, checked: boolean): string[] {
  const next = new Set(value);
  if (checked) next.add(id);
  else next.delete(id);
  const ordered = ids.filter((item) => next.has(item));
  return [...value.filter((item) => !ids.includes(item) && next.has(item)), ...ordered];
}
