import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { CardGrid, GuideCard, type GuideType } from '@insight/ui';
import { images } from './fixtures';

const types: GuideType[] = ['career', 'sports', 'personal'];

/**
 * GuideCard's props are a union (purchased → onView; for sale → price, onOverview, cartLink), so
 * the controls use this flat shape and the render picks the variant.
 */
interface GuideCardArgs {
  name: string;
  type: GuideType;
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
    type: 'career',
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
    type: { control: 'inline-radio', options: types },
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
  args: { name: 'Sports Guide', type: 'sports', image: images.sports, price: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only $25')).toBeInTheDocument();
    await expect(canvas.getByText('Sports')).toHaveAttribute('data-tone', 'green');
  },
};

export const Personal: Story = {
  args: { name: 'Personal Guide', type: 'personal', image: images.personal },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Personal')).toHaveAttribute('data-tone', 'blue');
  },
};

export const WithoutImage: Story = { args: { image: undefined } };

/** Every type, purchased and for sale, as the library shows them. */
export const All: Story = {
  parameters: { wide: true },
  render: () => (
    <CardGrid>
      {types.flatMap((type) => [
        <GuideCard
          key={`${type}-bought`}
          name={`${type[0].toUpperCase()}${type.slice(1)} Guide`}
          type={type}
          image={images[type]}
          shortDescription="Your results, explained with ideas to try this week."
          purchased
          onView={() => {}}
        />,
        <GuideCard
          key={`${type}-sale`}
          name={`${type[0].toUpperCase()}${type.slice(1)} Deep Dive`}
          type={type}
          image={images[type]}
          shortDescription="A closer look at one part of your profile."
          purchased={false}
          price={type === 'sports' ? 25 : 19.99}
          cartLink="#"
          onOverview={() => {}}
        />,
      ])}
    </CardGrid>
  ),
};
