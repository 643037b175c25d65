import { forwardRef, useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Icon } from '../Icon';

export type AvatarSize = 'sm' | 'lg';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The picture's address; without one (or when it fails to load) a default person icon shows. */
  src?: string | null;
  /** Who it shows, e.g. 'Jane Doe' (the image's alt text, or the icon's name). */
  alt: string;
  /** sm: lists (40 px); lg: a profile picture (128 px). */
  size?: AvatarSize;
}

const sizes: Record<AvatarSize, string> = { sm: vars.size.avatarSmall, lg: vars.size.avatarLarge };

const Round = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border-radius: ${vars.radius.round};
  overflow: hidden;
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  border: 1px solid ${vars.color.border};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  svg {
    width: 62%;
    height: 62%;
  }
`;

/** A round picture of a person, with a default person icon when there is no picture. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, alt, size = 'sm', ...rest },
  ref,
) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <Round ref={ref} $size={size} data-size={size} data-state={showImage ? 'image' : 'fallback'} {...rest}>
      {showImage ? (
        <img src={src ?? undefined} alt={alt} onError={() => setFailed(src ?? null)} />
      ) : (
        <Icon name="user" title={alt} />
      )}
    </Round>
  );
});
Avatar.displayName = 'Avatar';
