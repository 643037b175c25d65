import { tokens, type TokenOverrides, type Tokens } from './tokens';

/** `colorPrimary` style names → `--insight-color-primary`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const cssVarName = (group: string, name: string) => `--insight-${kebab(group)}-${kebab(name)}`;

type Vars = { readonly [G in keyof Tokens]: { readonly [K in keyof Tokens[G]]: string } };

const build = (): Vars => {
  const out: Record<string, Record<string, string>> = {};
  for (const [group, values] of Object.entries(tokens)) {
    out[group] = {};
    for (const name of Object.keys(values)) out[group][name] = `var(${cssVarName(group, name)})`;
  }
  return out as unknown as Vars;
};

/** `vars.color.primary` is `var(--insight-color-primary)`: what every component reads. */
export const vars: Vars = build();

/** A token set (the default one, or a theme's overrides) as [custom property, value] pairs. */
export const customProperties = (set: TokenOverrides = tokens): Array<[string, string]> =>
  Object.entries(set).flatMap(([group, values]) =>
    Object.entries(values as Record<string, string>).map(([name, value]): [string, string] => [
      cssVarName(group, name),
      value,
    ]),
  );

/** The custom property declarations of a token set (the default one, or a theme's overrides). */
export const toCssVariables = (set: TokenOverrides = tokens): string =>
  customProperties(set)
    .map(([property, value]) => `${property}: ${value};`)
    .join('\n');
