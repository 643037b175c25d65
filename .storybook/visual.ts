// What the visual baselines are drawn at, shared by the preview (its viewport toolbar and the theme
// switch the test runner uses) and .storybook/test-runner.ts (the snapshots).

/** A baseline set: its viewport, its theme, and the folder under tests/visual ('' is the folder itself). */
export interface VisualSet {
  folder: '' | 'phone' | 'dark';
  width: number;
  height: number;
  theme: 'light' | 'dark';
}

/** Every story, as a desktop reader in the light theme sees it. */
export const DESKTOP: VisualSet = { folder: '', width: 1024, height: 768, theme: 'light' };
/** A phone held upright (390 CSS px is today's most common phone width), light theme. */
export const PHONE: VisualSet = { folder: 'phone', width: 390, height: 844, theme: 'light' };
/** The desktop viewport in the dark theme. */
export const DARK: VisualSet = { folder: 'dark', width: 1024, height: 768, theme: 'dark' };

export type ExtraSetName = 'phone' | 'dark';
export const EXTRA_SETS: Record<ExtraSetName, VisualSet> = { phone: PHONE, dark: DARK };

/**
 * Which extra sets a story is drawn in besides the desktop one: every screen story and every
 * component's `All` matrix, unless `parameters.visual.sets` says otherwise (a list, or [] for none).
 */
export function extraSetsOf(story: { title: string; name: string; parameters?: Record<string, unknown> }) {
  const visual = story.parameters?.visual as { sets?: ExtraSetName[] } | undefined;
  if (visual?.sets) return visual.sets;
  return story.title.startsWith('Screens/') || story.name === 'All' ? (['phone', 'dark'] as ExtraSetName[]) : [];
}

/** The window event the test runner sends to switch the theme of the story on show, without a re-render of the story. */
export const THEME_EVENT = 'insight:visual-theme';
/** Set on <html> once the theme asked for is in the page. */
export const THEME_ATTRIBUTE = 'data-visual-theme';

/** The viewport toolbar's sizes: the baselines' own, then a tablet and a wide desktop. */
export const viewportOptions = {
  phone: {
    name: `Phone (${PHONE.width}×${PHONE.height}, a baseline set)`,
    styles: { width: `${PHONE.width}px`, height: `${PHONE.height}px` },
    type: 'mobile',
  },
  tablet: { name: 'Tablet (768×1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: `Desktop (${DESKTOP.width}×${DESKTOP.height}, a baseline set)`,
    styles: { width: `${DESKTOP.width}px`, height: `${DESKTOP.height}px` },
    type: 'desktop',
  },
  wide: { name: 'Wide desktop (1440×900)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;
