#!/usr/bin/env node
// npm run new:component -- Name
// Writes the skeleton of a new @insight/ui component, the same shape every time:
//   packages/ui/src/components/Name/Name.tsx       forwardRef + displayName, styled from the tokens
//   packages/ui/src/components/Name/index.ts       the component's public exports
//   packages/ui/src/components/Name/Name.test.tsx  a first Testing Library test
//   stories/ui/Name.stories.tsx                    Playground, a state, the `All` matrix, a play function
// and appends `export * from './components/Name';` to packages/ui/src/index.ts.
// Then: fill it in, update the export list (vitest run --project ui src/exports.test.ts -u), add a changeset.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const rootFlag = args.indexOf('--root');
// --root <dir> writes into another checkout (the script's own test uses a temp folder).
const root = rootFlag >= 0 ? resolve(args[rootFlag + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const name = args.filter((_, i) => rootFlag < 0 || (i !== rootFlag && i !== rootFlag + 1))[0];

const die = (message) => {
  console.error(`new-component: ${message}`);
  process.exit(1);
};
if (!name) die('usage: node scripts/build/new-component.mjs Name');
if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) die(`"${name}" is not a PascalCase component name (e.g. ProgressBar)`);

const folder = join(root, 'packages/ui/src/components', name);
const story = join(root, 'stories/ui', `${name}.stories.tsx`);
const index = join(root, 'packages/ui/src/index.ts');
if (existsSync(folder)) die(`${folder} already exists`);
if (existsSync(story)) die(`${story} already exists`);
if (!existsSync(index)) die(`${index} not found`);

const files = {
  [join(folder, `${name}.tsx`)]: `import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';

export type ${name}Tone = 'neutral' | 'accent';

export interface ${name}Props extends HTMLAttributes<HTMLDivElement> {
  /** What it means (a closed union; the look is derived from it in one place). */
  tone?: ${name}Tone;
}

const Root = styled.div<{ $tone: ${name}Tone }>\`
  padding: \${vars.space.md};
  border-radius: \${vars.radius.md};
  background: \${({ $tone }) => ($tone === 'accent' ? vars.color.primary : vars.color.surface)};
  color: \${({ $tone }) => ($tone === 'accent' ? vars.color.primaryText : vars.color.text)};
\`;

/** TODO: one line on what ${name} is for. */
export const ${name} = forwardRef<HTMLDivElement, ${name}Props>(function ${name}({ tone = 'neutral', ...rest }, ref) {
  return <Root ref={ref} data-tone={tone} $tone={tone} {...rest} />;
});
${name}.displayName = '${name}';
`,
  [join(folder, 'index.ts')]: `export { ${name}, type ${name}Props, type ${name}Tone } from './${name}';
`,
  [join(folder, `${name}.test.tsx`)]: `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ${name} } from './${name}';

describe('${name}', () => {
  it('renders its content', () => {
    render(<${name}>Hello</${name}>);
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });
});
`,
  [story]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ${name}, Stack, type ${name}Tone } from '@insight/ui';

const tones: ${name}Tone[] = ['neutral', 'accent'];

const meta = {
  title: 'Components/${name}',
  component: ${name},
  args: { tone: 'neutral', children: '${name}' },
  argTypes: { tone: { control: 'inline-radio', options: tones }, children: { control: 'text' } },
} satisfies Meta<typeof ${name}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('${name}')).toBeVisible();
  },
};

export const Accent: Story = { args: { tone: 'accent' } };

/** Every variant together, for the visual diff. */
export const All: Story = {
  render: () => (
    <Stack gap="md">
      {tones.map((tone) => (
        <${name} key={tone} tone={tone}>
          {tone}
        </${name}>
      ))}
    </Stack>
  ),
};
`,
};

mkdirSync(folder, { recursive: true });
mkdirSync(dirname(story), { recursive: true });
for (const [path, content] of Object.entries(files)) writeFileSync(path, content);
const line = `export * from './components/${name}';\n`;
const current = readFileSync(index, 'utf8');
appendFileSync(index, `${current.endsWith('\n') ? '' : '\n'}${line}`);

console.log(`Created ${name}:`);
for (const path of Object.keys(files)) console.log(`  ${path.slice(root.length + 1)}`);
console.log(`  + ${line.trim()}  (packages/ui/src/index.ts)`);
console.log(
  'Next: fill it in, then `node_modules/.bin/vitest run --project ui src/exports.test.ts -u` and `npm run changeset`.',
);
