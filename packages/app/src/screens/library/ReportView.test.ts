import { describe, expect, it } from 'vitest';
import { guideBody } from './ReportView';

describe('guideBody: the card is the guide article, so the guide loses its own outer <article>', () => {
  it('unwraps a guide that comes in an article', () => {
    expect(guideBody('\n<article class="insight-guide" data-guide="map"><h1>Map</h1><p>Text</p></article>\n')).toBe(
      '<h1>Map</h1><p>Text</p>',
    );
  });

  it('leaves HTML without an outer article, or with two, as it is', () => {
    expect(guideBody('<h1>Map</h1><p>Text</p>')).toBe('<h1>Map</h1><p>Text</p>');
    expect(guideBody('<p>Intro</p><article>A</article>')).toBe('<p>Intro</p><article>A</article>');
    expect(guideBody('<article>A</article><article>B</article>')).toBe('<article>A</article><article>B</article>');
  });
});
