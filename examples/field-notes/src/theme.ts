import type { ThemeOverrides } from '@insight/ui';

/** Field Notes' own colours, over the design system's light theme. */
export const fieldNotesTheme: ThemeOverrides = {
  color: {
    primary: '#1d6b48',
    primaryHover: '#14523a',
    primaryText: '#ffffff',
    link: '#1d6b48',
    focus: '#1d6b48',
    headerBackground: '#173d2c',
    headerText: '#ffffff',
    background: '#f5f7f2',
  },
};
