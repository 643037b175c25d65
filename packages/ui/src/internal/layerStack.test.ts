import { describe, expect, it } from 'vitest';
import { createLayerStack } from './layerStack';

describe('createLayerStack', () => {
  it('the last layer added is the top one; removing it gives the top back', () => {
    const layers = createLayerStack();
    const [a, b] = [{}, {}];
    const removeA = layers.add(document, a);
    expect(layers.isTop(document, a)).toBe(true);
    const removeB = layers.add(document, b);
    expect(layers.isTop(document, a)).toBe(false);
    expect(layers.isTop(document, b)).toBe(true);
    removeB();
    expect(layers.isTop(document, a)).toBe(true);
    removeA();
    expect(layers.isTop(document, a)).toBe(false);
  });

  it('a layer removed from under the top leaves the top in place', () => {
    const layers = createLayerStack();
    const [a, b] = [{}, {}];
    const removeA = layers.add(document, a);
    layers.add(document, b);
    removeA();
    expect(layers.isTop(document, b)).toBe(true);
  });

  it('keeps one stack per document', () => {
    const layers = createLayerStack();
    const other = document.implementation.createHTMLDocument('other');
    const [a, b] = [{}, {}];
    layers.add(document, a);
    layers.add(other, b);
    expect(layers.isTop(document, a)).toBe(true);
    expect(layers.isTop(other, b)).toBe(true);
  });
});
