import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Alert,
  Button,
  Card,
  InsightProvider,
  Link,
  Stack,
  TextField,
  themes,
  tokens,
  vars,
  type ThemeOverrides,
} from '@insight/ui';
import { rgb } from './computed';

const meta = {
  title: 'Foundations/Theming',
  component: InsightProvider,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof InsightProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dark theme under a scope: `<InsightProvider theme="dark" scope=".dark-demo">` gives that
 * element the dark tokens and the base style (dark background, light text); the page around it
 * keeps the light theme.
 */
export const Dark: Story = {
  render: () => (
    <div className="dark-demo" style={{ maxWidth: 640, padding: vars.space.xl, borderRadius: vars.radius.lg }}>
      <InsightProvider theme="dark" scope=".dark-demo">
        <Stack gap="lg">
          <Stack direction="row" gap="md" wrap align="center">
            <Button>Login</Button>
            <Button variant="secondary">Cancel</Button>
            <Button tone="critical">Remove</Button>
            <Button variant="plain">Forgot your password?</Button>
          </Stack>
          <Card>
            <Stack gap="md">
              <TextField
                label="Email"
                type="email"
                hint="We send your receipts to this address."
                defaultValue="jane@example.com"
              />
              <TextField label="Password" type="password" required error="Please enter your password." />
              <Link href="/register">Create a dashboard</Link>
            </Stack>
          </Card>
          <Alert tone="critical">Email and password combination does not exist.</Alert>
          <Alert tone="success">Password has been reset. Please login.</Alert>
          <Alert tone="info">Your guides are ready.</Alert>
          <Alert tone="warning">Your session ends in 5 minutes.</Alert>
        </Stack>
      </InsightProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const scope = canvasElement.querySelector<HTMLElement>('.dark-demo')!;
    const style = getComputedStyle(scope);
    await expect(style.colorScheme).toBe('dark');
    await expect(style.getPropertyValue('--insight-color-surface').trim()).toBe(themes.dark.surface);
    await expect(style.backgroundColor).toBe(rgb(themes.dark.background));
    await expect(style.color).toBe(rgb(themes.dark.text));
    const login = getComputedStyle(canvas.getByRole('button', { name: 'Login' }));
    await expect(login.backgroundColor).toBe(rgb(themes.dark.primary));
    await expect(login.color).toBe(rgb(themes.dark.primaryText));
    // The page around the scope keeps its own theme.
    const page = getComputedStyle(document.documentElement).getPropertyValue('--insight-color-background').trim();
    await expect(page).not.toBe(themes.dark.background);
    await expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(page));
  },
};

/** A product's own brand colours, merged over the light theme. */
const partnerBrand = {
  color: { primary: '#6a1b9a', primaryHover: '#4a148c', link: '#6a1b9a', focus: '#8e24aa' },
} satisfies ThemeOverrides;
const hostText = '#3b2f1e';
const hostBackground = '#fbf6ec';

/**
 * Embedded in someone else's page: `<InsightProvider theme={…} scope=".partner-widget"
 * globalStyles={false}>` declares the tokens (here a partner's brand colours over light) under
 * `.partner-widget` only and leaves the host's own style alone: no base style on the widget's
 * element, nothing on the host's body, links, focus or animations.
 */
export const Scoped: Story = {
  render: () => (
    <div className="host-page" style={{ color: hostText, background: hostBackground, padding: vars.space.xl }}>
      <Stack gap="lg">
        <p style={{ margin: 0 }}>The host page’s own text, in its own colours.</p>
        <div className="partner-widget" style={{ maxWidth: 420 }}>
          <InsightProvider theme={partnerBrand} scope=".partner-widget" globalStyles={false}>
            <Card>
              <Stack gap="md" align="start">
                <p style={{ margin: 0 }}>Coaching sessions with a certified coach, in your own brand colours.</p>
                <Button>Book a session</Button>
                <Link href="/coaching">What a session covers</Link>
              </Stack>
            </Card>
          </InsightProvider>
        </div>
      </Stack>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const host = canvasElement.querySelector<HTMLElement>('.host-page')!;
    const widget = canvasElement.querySelector<HTMLElement>('.partner-widget')!;
    // Outside the scope: the host's own colour, and the page's own tokens.
    const primary = (element: Element) => getComputedStyle(element).getPropertyValue('--insight-color-primary').trim();
    await expect(getComputedStyle(canvas.getByText(/^The host page/)).color).toBe(rgb(hostText));
    await expect(primary(host)).toBe(primary(document.documentElement));
    // Inside: the partner's tokens, read by the components.
    const inside = getComputedStyle(widget);
    await expect(primary(widget)).toBe(partnerBrand.color.primary);
    await expect(inside.getPropertyValue('--insight-space-lg').trim()).toBe(tokens.space.lg);
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Book a session' })).backgroundColor).toBe(
      rgb(partnerBrand.color.primary),
    );
    // No base style on the widget's element: it inherits the host's colour and has no background.
    await expect(inside.color).toBe(rgb(hostText));
    await expect(inside.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};
