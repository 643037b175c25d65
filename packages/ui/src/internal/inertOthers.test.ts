import { afterEach, describe, expect, it } from 'vitest';
import { inertOthers } from './inertOthers';

afterEach(() => {
  document.body.innerHTML = '';
});

/** body > [header, main > [aside, layer > dialog], toasts, portal] */
function page() {
  document.body.innerHTML = `
    <header><a href="/">Home</a></header>
    <main><aside>Side</aside><div id="layer"><div role="dialog">Dialog</div></div></main>
    <div id="toasts" data-insight-portal></div>
    <div id="portal"></div>`;
  const get = (selector: string) => document.querySelector(selector) as HTMLElement;
  return {
    header: get('header'),
    main: get('main'),
    aside: get('aside'),
    layer: get('#layer'),
    toasts: get('#toasts'),
    portal: get('#portal'),
  };
}

describe('inertOthers', () => {
  it('makes every sibling of the element and of its ancestors inert, up to body, and undoes it', () => {
    const { header, main, aside, layer, toasts, portal } = page();
    const undo = inertOthers(layer);
    expect(aside).toHaveAttribute('inert');
    expect(header).toHaveAttribute('inert');
    expect(toasts).toHaveAttribute('inert');
    expect(portal).toHaveAttribute('inert');
    expect(layer).not.toHaveAttribute('inert');
    expect(main).not.toHaveAttribute('inert');
    undo();
    for (const el of [header, aside, toasts, portal]) expect(el).not.toHaveAttribute('inert');
  });

  it('leaves the siblings that match `keep` live', () => {
    const { header, toasts, portal } = page();
    const undo = inertOthers(portal, '[data-insight-portal]');
    expect(header).toHaveAttribute('inert');
    expect(toasts).not.toHaveAttribute('inert');
    undo();
  });

  it('leaves inert what was inert before', () => {
    const { header, portal } = page();
    header.setAttribute('inert', '');
    const undo = inertOthers(portal);
    undo();
    expect(header).toHaveAttribute('inert');
  });

  it('nested layers: the lower layer is inert under the upper one, and the page stays inert until both close', () => {
    const { header, portal } = page();
    const upper = document.createElement('div');
    document.body.append(upper);
    const undoLower = inertOthers(portal);
    const undoUpper = inertOthers(upper);
    expect(portal).toHaveAttribute('inert');
    // The lower layer closes first (a flow's next step opened on top of it).
    undoLower();
    expect(header).toHaveAttribute('inert');
    undoUpper();
    expect(header).not.toHaveAttribute('inert');
    expect(portal).not.toHaveAttribute('inert');
  });

  it('two layers opened in one render: the newer one stays live though the older one saw it first', () => {
    const { header, portal } = page();
    const upper = document.createElement('div');
    document.body.append(upper);
    const undoLower = inertOthers(portal);
    expect(upper).toHaveAttribute('inert');
    const undoUpper = inertOthers(upper);
    expect(upper).not.toHaveAttribute('inert');
    expect(portal).toHaveAttribute('inert');
    expect(header).toHaveAttribute('inert');
    undoUpper();
    expect(portal).not.toHaveAttribute('inert');
    expect(upper).toHaveAttribute('inert');
    undoLower();
    expect(upper).not.toHaveAttribute('inert');
  });
});
