import { useLayoutEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { createLayerStack } from './layerStack';

/** The open layers: only the top one answers Escape. */
const layers = createLayerStack();

export interface DismissOptions {
  /** The layer listens while true. */
  active: boolean;
  onDismiss: () => void;
  /** Escape dismisses (default true). */
  escape?: boolean;
  /** A press on the backdrop itself dismisses (default true). */
  backdropPress?: boolean;
}

/** Spread on the backdrop element. */
export interface BackdropHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onClick: () => void;
}

/**
 * Escape anywhere in the document, and a press on the backdrop, dismiss the layer. Only the top
 * layer answers Escape when layers nest. A press counts only when it both starts and ends on the
 * backdrop itself: a text selection dragged out of the dialog does not close it. `ref` is any
 * element of the layer (its document is the one listened to).
 */
export function useDismiss(ref: RefObject<Element | null>, options: DismissOptions): BackdropHandlers {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { active } = options;

  useLayoutEffect(() => {
    if (!active) return;
    const doc = ref.current?.ownerDocument ?? document;
    const layer = {};
    const remove = layers.add(doc, layer);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !layers.isTop(doc, layer) || latest.current.escape === false) return;
      event.stopPropagation();
      latest.current.onDismiss();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      remove();
    };
  }, [active, ref]);

  // Where the press is: 1 started on the backdrop, 2 also ended there.
  const press = useRef(0);
  return {
    onPointerDown: (event) => {
      press.current = event.target === event.currentTarget ? 1 : 0;
    },
    onPointerUp: (event) => {
      press.current = press.current === 1 && event.target === event.currentTarget ? 2 : 0;
    },
    // The click that follows the press closes, so that click does not land on the page behind.
    onClick: () => {
      if (press.current === 2 && latest.current.backdropPress !== false) latest.current.onDismiss();
      press.current = 0;
    },
  };
}
