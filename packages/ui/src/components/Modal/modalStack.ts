/**
 * Open modals, innermost last. Only the top one answers Escape and traps Tab, and the page's
 * scroll stays locked until the last one closes.
 */
const stack: symbol[] = [];
let savedOverflow = '';
let savedPaddingRight = '';

export function pushModal(id: symbol) {
  if (stack.length === 0 && typeof document !== 'undefined') {
    const { body, documentElement } = document;
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    // Keep the page from shifting when its scroll bar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  stack.push(id);
}

export function popModal(id: symbol) {
  const index = stack.indexOf(id);
  if (index >= 0) stack.splice(index, 1);
  if (stack.length === 0 && typeof document !== 'undefined') {
    document.body.style.overflow = savedOverflow;
    document.body.style.paddingRight = savedPaddingRight;
  }
}

export const isTopModal = (id: symbol) => stack[stack.length - 1] === id;
