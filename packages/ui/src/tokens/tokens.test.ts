import { describe, expect, it } from 'vitest';
import { cssVarName, toCssVariables, tokens, vars } from './index';

describe('tokens', () => {
  it('exposes every token as a CSS custom property read through vars', () => {
    expect(vars.color.primary).toBe('var(--insight-color-primary)');
    expect(vars.font.sizeMd).toBe('var(--insight-font-size-md)');
    expect(cssVarName('zIndex', 'toast')).toBe('--insight-z-index-toast');
  });

  it('declares each token once in the root variables', () => {
    const css = toCssVariables();
    const count = Object.values(tokens).reduce((n, group) => n + Object.keys(group).length, 0);
    expect(css.split('\n')).toHaveLength(count);
    expect(css).toContain(`--insight-color-ribbon-critical: ${tokens.color.ribbonCritical};`);
  });

  it('keeps its fixed values: easeTime 300 ms and a 128 px profile image', () => {
    expect(tokens.motion.durationEase).toBe('300ms');
    expect(tokens.size.avatarLarge).toBe('128px');
  });
});
