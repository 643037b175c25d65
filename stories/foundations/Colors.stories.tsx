import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens, vars } from '@insight/ui';
import { contrast } from './contrast';

const pairs: Array<[string, keyof typeof tokens.color, keyof typeof tokens.color]> = [
  ['Body text on background', 'text', 'background'],
  ['Muted text on surface', 'textMuted', 'surface'],
  ['Primary button', 'primaryText', 'primary'],
  ['Critical alert', 'dangerText', 'dangerSurface'],
  ['Success toast', 'successText', 'successSurface'],
  ['Info toast', 'infoText', 'infoSurface'],
  ['Warning toast', 'warningText', 'warningSurface'],
  ['Badge', 'badgeText', 'badge'],
  ['Neutral ribbon', 'ribbonText', 'ribbonNeutral'],
  ['Accent ribbon', 'ribbonText', 'ribbonAccent'],
  ['Info ribbon', 'ribbonText', 'ribbonInfo'],
  ['Success ribbon', 'ribbonText', 'ribbonSuccess'],
  ['Warning ribbon', 'ribbonText', 'ribbonWarning'],
  ['Critical ribbon', 'ribbonText', 'ribbonCritical'],
  ['Header', 'headerText', 'headerBackground'],
  ['Link on surface', 'link', 'surface'],
];

function ContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: vars.font.sizeSm }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>
        Colour pairs and their WCAG contrast ratio (AA needs 4.5)
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', padding: 6 }}>
            Use
          </th>
          <th scope="col" style={{ textAlign: 'left', padding: 6 }}>
            Sample
          </th>
          <th scope="col" style={{ textAlign: 'right', padding: 6 }}>
            Ratio
          </th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(([use, fg, bg]) => (
          <tr key={use}>
            <td style={{ padding: 6 }}>{use}</td>
            <td style={{ padding: 6 }}>
              <span
                style={{ color: tokens.color[fg], background: tokens.color[bg], padding: '4px 12px', borderRadius: 4 }}
              >
                {fg} on {bg}
              </span>
            </td>
            <td style={{ padding: 6, textAlign: 'right' }}>
              {contrast(tokens.color[fg], tokens.color[bg]).toFixed(2)}:1
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Colour contrast',
  component: ContrastTable,
  tags: ['!autodocs'],
} satisfies Meta<typeof ContrastTable>;
export default meta;

export const Pairs: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    // Every documented pair meets WCAG AA for normal text.
    const ratios = canvas.getAllByText(/:1$/).map((cell) => parseFloat(cell.textContent ?? '0'));
    if (ratios.length !== pairs.length || ratios.some((r) => r < 4.5)) {
      throw new Error(`A colour pair is below 4.5:1: ${ratios.join(', ')}`);
    }
  },
};
