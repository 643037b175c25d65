import { forwardRef, type Ref, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';

export interface PageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page heading (an h1), e.g. 'Manage Your Insight Account'. */
  title?: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  /** `main` when the page is the main landmark (default), `div` inside a layout that has one. */
  as?: 'main' | 'div' | 'section';
  /** narrow (640 px) for forms, wide (the content maximum, 1120 px) for lists of cards. */
  width?: 'narrow' | 'wide';
}

const Column = styled.div<{ $width: 'narrow' | 'wide' }>`
  width: 100%;
  max-width: ${({ $width }) => ($width === 'narrow' ? '640px' : vars.size.contentMax)};
  margin: 0 auto;
  padding: ${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xl};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space.md};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.font.sizeXxl};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
`;

const Subtitle = styled.p`
  margin: ${vars.space.xs} 0 0;
  color: ${vars.color.textMuted};
`;

/** A centred content column with an optional heading: every screen sits in one. */
export const Page = forwardRef<HTMLElement, PageProps>(function Page(
  { title, subtitle, actions, as = 'main', width = 'wide', children, ...rest },
  ref,
) {
  const headingId = useId();
  return (
    <Column
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      $width={width}
      aria-labelledby={title && as === 'section' ? headingId : undefined}
      {...rest}
    >
      {title || actions ? (
        <Head>
          <div>
            {title ? <Heading id={headingId}>{title}</Heading> : null}
            {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          </div>
          {actions ? <div>{actions}</div> : null}
        </Head>
      ) : null}
      {children}
    </Column>
  );
});
Page.displayName = 'Page';
