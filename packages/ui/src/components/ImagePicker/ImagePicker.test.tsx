import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './ImagePicker';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES, validateImageFile } from './validateImage';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('validateImageFile', () => {
  it('has its texts and limit', () => {
    expect(MAX_IMAGE_BYTES).toBe(1048576);
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe('File size should be 1 MB or less.');
    expect(IMAGE_TYPE_MESSAGE).toBe('Please select a jpg or png file.');
  });

  it.each([
    ['me.jpg', 'image/jpeg', 1048576, null],
    ['me.JPEG', 'image/jpeg', 10, null],
    ['me.png', 'image/png', 10, null],
    ['me.png', 'image/png', 1048577, 'File size should be 1 MB or less.'],
    ['me.gif', 'image/gif', 10, 'Please select a jpg or png file.'],
    ['me.png', 'image/gif', 10, 'Please select a jpg or png file.'],
    ['me.gif', 'image/png', 10, 'Please select a jpg or png file.'],
    ['png', 'image/png', 10, 'Please select a jpg or png file.'],
    ['me.pdf', 'application/pdf', 2_000_000, 'File size should be 1 MB or less.'],
  ])('%s (%s, %d bytes) → %s', (name, type, size, expected) => {
    expect(validateImageFile({ name, type, size })).toBe(expected);
  });
});

describe('ImagePicker', () => {
  it('passes a valid file to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ImagePicker onChange={onChange} />);
    const photo = file('me.png', 'image/png', 2048);
    await user.upload(screen.getByLabelText('Profile picture'), photo);
    expect(onChange).toHaveBeenCalledWith(photo);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('rejects a 2 MB file with its text, wired to the input and the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onFileError = vi.fn();
    render(<ImagePicker onChange={onChange} onFileError={onFileError} />);
    await user.upload(screen.getByLabelText('Profile picture'), file('big.png', 'image/png', 2 * 1048576));
    expect(onChange).not.toHaveBeenCalled();
    expect(onFileError).toHaveBeenCalledWith('File size should be 1 MB or less.');
    expect(screen.getByRole('alert')).toHaveTextContent('File size should be 1 MB or less.');
    const input = screen.getByLabelText('Profile picture');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('File size should be 1 MB or less.');
    expect(screen.getByRole('button', { name: 'Change Photo' })).toHaveAccessibleDescription(
      'File size should be 1 MB or less.',
    );
  });

  it('rejects anything but jpg, jpeg or png, then clears the error on a valid file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    render(<ImagePicker onChange={onChange} />);
    const input = screen.getByLabelText('Profile picture');
    await user.upload(input, file('me.gif', 'image/gif', 100));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a jpg or png file.');
    await user.upload(input, file('me.jpg', 'image/jpeg', 100));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('opens the chooser from the button, whose label can change', async () => {
    const user = userEvent.setup();
    render(<ImagePicker onChange={() => {}} buttonLabel="Upload Photo" />);
    const input = screen.getByLabelText('Profile picture') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(click).toHaveBeenCalled();
  });
});
