import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';

/** The standard "sr-only" rules: out of sight, still read by assistive technology. */
export const visuallyHiddenStyles = `
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

const Hidden = styled.span`
  ${visuallyHiddenStyles}
`;

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only (e.g. the "3 pending invitations" beside a visual badge). */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(props, ref) {
  return <Hidden ref={ref} {...props} />;
});
VisuallyHidden.displayName = 'VisuallyHidden';
