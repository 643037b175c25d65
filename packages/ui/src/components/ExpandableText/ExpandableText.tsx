import { forwardRef, useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { onTouch, TOUCH_TARGET } from '../../internal/touch';
import { vars } from '../../tokens';
import { useControllableState } from '../../internal/useControllableState';
import { useInsightStrings } from '../../theme/locale';

/** The start of `text`, cut at a word boundary near `maxLength`, with an ellipsis; the text itself when short. */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd().replace(/[.,;:!?-]+$/, '')}…`;
}

export interface ExpandableTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The full text. */
  children: string;
  /** Characters shown while collapsed (default 120). */
  maxLength?: number;
  /** Controlled: expanded or not. */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  moreLabel?: string;
  lessLabel?: string;
}

const Root = styled.div`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightNormal};
  p {
    margin: 0;
  }
`;

const Toggle = styled.button`
  margin: ${vars.space.xs} 0 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.link};
  font: inherit;
  font-weight: ${vars.font.weightMedium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  border-radius: ${vars.radius.sm};

  /* On its own line under the text: on a touch screen a 44 px target. */
  ${onTouch} {
    min-height: ${TOUCH_TARGET};
    min-width: ${TOUCH_TARGET};
  }
`;

/** A description cut short with a 'Read more' / 'Read less' button (aria-expanded). */
export const ExpandableText = forwardRef<HTMLDivElement, ExpandableTextProps>(function ExpandableText(
  {
    children,
    maxLength = 120,
    expanded,
    defaultExpanded = false,
    onExpandedChange,
    moreLabel: moreLabelProp,
    lessLabel: lessLabelProp,
    ...rest
  },
  ref,
) {
  const strings = useInsightStrings();
  const moreLabel = moreLabelProp ?? strings.readMore;
  const lessLabel = lessLabelProp ?? strings.readLess;
  const [isExpanded, setExpanded] = useControllableState(expanded, defaultExpanded, onExpandedChange);
  const textId = useId();
  const short = truncateText(children, maxLength);
  const long = short !== children;
  return (
    <Root ref={ref} data-state={long ? (isExpanded ? 'expanded' : 'collapsed') : undefined} {...rest}>
      <p id={textId}>{long && !isExpanded ? short : children}</p>
      {long ? (
        <Toggle
          type="button"
          aria-expanded={isExpanded}
          aria-controls={textId}
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? lessLabel : moreLabel}
        </Toggle>
      ) : null}
    </Root>
  );
});
ExpandableText.displayName = 'ExpandableText';
