import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { CardGrid, GuideCard, type CardRibbon } from '@insight/ui';
import { images } from './fixtures';

/** Sample ribbons: a product maps its own categories to tones in one place (Insight's is the app's ribbons.ts). */
const ribbons: Record<'career' | 'sports' | 'personal', CardRibbon> = {
  career: { label: 'Career', tone: 'critical' },
  sports: { label: 'Sports', tone: 'success' },
  personal: { label: 'Personal', tone: 'info' },
};
const kinds = Object.keys(ribbons) as Array<keyof typeof ribbons>;

/**
 * GuideCard's props are a union (purchased → onView; for sale → price, onOverview, cartLink), so
 * the controls use this flat shape and the render picks the variant.
 */
interface GuideCardArgs {
  name: string;
  ribbon?: CardRibbon;
  image?: string;
  shortDescription?: string;
  purchased: boolean;
  price: number;
  cartLink: string;
  onView: () => void;
  onOverview: () => void;
  onAddToCart: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const renderCard = ({ purchased, price, cartLink, onView, onOverview, onAddToCart, ...common }: GuideCardArgs) =>
  purchased ? (
    <GuideCard {...common} purchased onView={onView} />
  ) : (
    <GuideCard
      {...common}
      purchased={false}
      price={price}
      cartLink={cartLink}
      onOverview={onOverview}
      onAddToCart={onAddToCart}
    />
  );

const meta = {
  title: 'Components/GuideCard',
  component: GuideCard,
  tags: ['stable'],
  args: {
    name: 'Career Guide',
    ribbon: ribbons.career,
    image: images.career,
    shortDescription: 'How your strengths show up at work, and where they can take you next.',
    purchased: false,
    price: 19.99,
    cartLink: 'https://cart.example/cart?name=Career%20Guide&price=19.99',
    onView: fn(),
    onOverview: fn(),
    onAddToCart: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
  render: renderCard,
  argTypes: {
    ribbon: { control: 'object' },
    purchased: { control: 'boolean' },
    price: { control: { type: 'number', step: 0.01 } },
  },
  // One card at the width it has in the library grid; `parameters.wide` for the matrix.
  decorators: [
    (Story, { parameters }) => (parameters.wide ? <Story /> : <div style={{ maxWidth: 320 }}>{Story()}</div>),
  ],
} satisfies Meta<GuideCardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Only $19.99')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Overview' }));
    await expect(args.onOverview).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
};

export const Purchased: Story = {
  args: { purchased: true },
  play: async ({ canvas, userEvent, args }) => {
    const view = canvas.getByRole('button', { name: 'View' });
    await expect(view).toHaveAccessibleDescription('Career Guide');
    await userEvent.click(view);
    await expect(args.onView).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/Only/)).not.toBeInTheDocument();
  },
};

/** 'Only $25': a whole price has no cents. */
export const ForSaleWholePrice: Story = {
  args: { name: 'Sports Guide', ribbon: ribbons.sports, image: images.sports, price: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only $25')).toBeInTheDocument();
    await expect(canvas.getByText('Sports')).toHaveAttribute('data-tone', 'success');
  },
};

export const Personal: Story = {
  args: { name: 'Personal Guide', ribbon: ribbons.personal, image: images.personal },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Personal')).toHaveAttribute('data-tone', 'info');
  },
};

export const WithoutImage: Story = { args: { image: undefined } };

/** Every ribbon, purchased and for sale, as a library shows them. */
export const All: Story = {
  parameters: { wide: true },
  render: () => (
    <CardGrid>
      {kinds.flatMap((kind) => [
        <GuideCard
          key={`${kind}-bought`}
          name={`${ribbons[kind].label} Guide`}
          ribbon={ribbons[kind]}
          image={images[kind]}
          shortDescription="Your results, explained with ideas to try this week."
          purchased
          onView={() => {}}
        />,
        <GuideCard
          key={`${kind}-sale`}
          name={`${ribbons[kind].label} Deep Dive`}
          ribbon={ribbons[kind]}
          image={images[kind]}
          shortDescription="A closer look at one part of your profile."
          purchased={false}
          price={kind === 'sports' ? 25 : 19.99}
          cartLink="#"
          onOverview={() => {}}
        />,
      ])}
    </CardGrid>
  ),
};
