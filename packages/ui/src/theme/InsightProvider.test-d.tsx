import { describe, expectTypeOf, it } from 'vitest';
import { InsightProvider, themes, type ThemeName } from '../index';

describe('InsightProvider types', () => {
  it('takes a theme by name or as overrides of known tokens', () => {
    expectTypeOf<ThemeName>().toEqualTypeOf<'light' | 'dark'>();
    expectTypeOf(themes.dark.primary).toEqualTypeOf<string>();
    <InsightProvider theme="dark" scope=".their-widget" globalStyles={false} reducedMotion />;
    <InsightProvider theme={{ color: { primary: '#6a1b9a' }, radius: { md: '2px' } }} />;
    // @ts-expect-error an unknown theme
    <InsightProvider theme="sepia" />;
    // @ts-expect-error an unknown colour token
    <InsightProvider theme={{ color: { brand: '#6a1b9a' } }} />;
  });
});
