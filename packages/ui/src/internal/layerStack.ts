/**
 * Open layers (modals) of each document, innermost last. A behaviour that only the top layer may
 * have (answering Escape, keeping the focus) keeps one stack and asks `isTop`. Keyed by document,
 * so a modal in an iframe or a test's second document has its own stack.
 */
export interface LayerStack {
  /** Puts `layer` on top of `doc`'s stack; returns its removal (wherever it then is in the stack). */
  add(doc: Document, layer: object): () => void;
  isTop(doc: Document, layer: object): boolean;
}

export function createLayerStack(): LayerStack {
  const stacks = new WeakMap<Document, object[]>();
  return {
    add(doc, layer) {
      let stack = stacks.get(doc);
      if (!stack) stacks.set(doc, (stack = []));
      stack.push(layer);
      return () => {
        const index = stack.indexOf(layer);
        if (index >= 0) stack.splice(index, 1);
      };
    },
    isTop(doc, layer) {
      const stack = stacks.get(doc);
      return stack !== undefined && stack[stack.length - 1] === layer;
    },
  };
}
