import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';

export interface TitleBannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The heading, e.g. the report's name. */
  title: ReactNode;
  /** A line under the title, e.g. 'You are viewing this guide as Jane Doe would see it'. */
  subtitle?: ReactNode;
  /** An image behind the title (darkened so the white text keeps its contrast). */
  backgroundImage?: string;
  /** 1 (default) when the banner heads the page. */
  headingLevel?: 1 | 2;
  /** Extra content under the subtitle (e.g. a Return to Library button). */
  children?: ReactNode;
}

const Banner = styled.div<{ $image?: string }>`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  min-height: 180px;
  padding: ${vars.space.xxl} ${vars.space.xl} ${vars.space.xl};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.textInverse};
  background-color: ${vars.color.headerBackground};
  background-image: ${({ $image }) =>
    $image
      ? `linear-gradient(180deg, rgba(20, 26, 38, 0.35) 0%, rgba(20, 26, 38, 0.8) 100%), url("${$image.replace(/"/g, '%22')}")`
      : `linear-gradient(120deg, ${vars.color.headerBackground} 0%, ${vars.color.bannerGradientEnd} 100%)`};
  background-size: cover;
  background-position: center;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.font.sizeXxl};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.35);
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.35);
`;

/** The report view's title banner: a heading over a darkened image (or the brand gradient). */
export const TitleBanner = forwardRef<HTMLDivElement, TitleBannerProps>(function TitleBanner(
  { title, subtitle, backgroundImage, headingLevel = 1, children, ...rest },
  ref,
) {
  return (
    <Banner ref={ref} $image={backgroundImage} data-image={backgroundImage ? '' : undefined} {...rest}>
      <Heading as={headingLevel === 2 ? 'h2' : 'h1'}>{title}</Heading>
      {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      {children}
    </Banner>
  );
});
TitleBanner.displayName = 'TitleBanner';
