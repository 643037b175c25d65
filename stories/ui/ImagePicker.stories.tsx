import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Avatar, ImagePicker, Stack } from '@insight/ui';
import { images } from './fixtures';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  tags: ['stable'],
  args: { label: 'Profile picture', buttonLabel: 'Change Photo', onChange: fn(), onFileError: fn(), disabled: false },
  argTypes: { error: { control: 'text' }, preview: { control: false } },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const photo = file('me.png', 'image/png', 2048);
    await userEvent.upload(canvas.getByLabelText('Profile picture'), photo);
    await expect(args.onChange).toHaveBeenCalledWith(photo);
  },
};

/** A 2 MB file is rejected with SPEC's text, which describes the input. */
export const TooLarge: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Profile picture');
    await userEvent.upload(input, file('holiday.png', 'image/png', 2 * 1048576));
    await expect(canvas.getByRole('alert')).toHaveTextContent('File size should be 1 MB or less.');
    await expect(input).toHaveAccessibleDescription('File size should be 1 MB or less.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A gif is rejected by extension and type. */
export const WrongType: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Profile picture');
    // The chooser's accept filter would hide a gif; a drag-and-drop or a script can still give one.
    await userEvent.setup({ applyAccept: false }).upload(input, file('cat.gif', 'image/gif', 1000));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a jpg or png file.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change Photo' })).toBeDisabled();
  },
};

export const WithOutsideError: Story = { args: { error: 'The picture could not be uploaded.' } };

function ProfilePicture() {
  const [src, setSrc] = useState<string | undefined>(undefined);
  return (
    <ImagePicker
      preview={<Avatar src={src} alt="Your profile picture" size="lg" />}
      onChange={(f) => setSrc(URL.createObjectURL(f))}
    />
  );
}

/** With the profile's round 128 px preview (the default icon until a picture is chosen). */
export const WithPreview: Story = {
  render: () => <ProfilePicture />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Your profile picture' })).toBeInTheDocument();
  },
};

export const All: Story = {
  render: () => (
    <Stack direction="row" gap="xxl" align="start">
      <ImagePicker onChange={() => {}} preview={<Avatar alt="Default" size="lg" />} />
      <ImagePicker onChange={() => {}} preview={<Avatar alt="With a picture" src={images.person} size="lg" />} />
      <ImagePicker onChange={() => {}} label="Picture with error" error="File size should be 1 MB or less." />
      <ImagePicker onChange={() => {}} label="Disabled picture" disabled />
    </Stack>
  ),
};
