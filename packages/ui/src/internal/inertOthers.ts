import { useLayoutEffect, type RefObject } from 'react';

interface Layer {
  element: Element;
  keep?: string;
}

interface State {
  /** The open layers, innermost last. */
  layers: Layer[];
  /** What the layers made inert (what was inert before them is not theirs to restore). */
  made: Set<Element>;
}

const states = new WeakMap<Document, State>();

/** Each sibling of the layer's element and of its ancestors, up to body, but those matching `keep`. */
function outside({ element, keep }: Layer): Set<Element> {
  const found = new Set<Element>();
  const body = element.ownerDocument.body;
  for (let node = element; node !== body && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node && !(keep && sibling.matches(keep))) found.add(sibling);
    }
  }
  return found;
}

/** Only the top layer decides: what is outside it is inert, the rest gets back what it had. */
function update(state: State) {
  const top = state.layers[state.layers.length - 1];
  const wanted = top ? outside(top) : new Set<Element>();
  for (const element of state.made) {
    if (wanted.has(element)) continue;
    element.removeAttribute('inert');
    state.made.delete(element);
  }
  for (const element of wanted) {
    if (element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    state.made.add(element);
  }
}

/**
 * Makes everything beside `element` inert: each sibling of it and of its ancestors, up to body.
 * What is inert can be neither focused, clicked nor read by assistive technology, so the page
 * behind a modal is out of reach, not only dimmed. Siblings matching `keep` (a selector) stay live.
 * Layers nest: the newest one decides, so a lower modal is inert under an upper one (even when
 * both open in the same render) and live again when the upper one closes. Returns the undo; what
 * was inert before stays inert.
 */
export function inertOthers(element: Element, keep?: string): () => void {
  const doc = element.ownerDocument;
  let state = states.get(doc);
  if (!state) states.set(doc, (state = { layers: [], made: new Set() }));
  const open = state;
  const layer: Layer = { element, keep };
  open.layers.push(layer);
  update(open);
  return () => {
    const index = open.layers.indexOf(layer);
    if (index < 0) return;
    open.layers.splice(index, 1);
    update(open);
  };
}

/** Keeps everything beside `ref`'s element inert while `active` (see `inertOthers`). */
export function useInertOthers(active: boolean, ref: RefObject<Element | null>, keep?: string) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    return inertOthers(element, keep);
  }, [active, ref, keep]);
}
