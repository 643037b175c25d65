import { vars } from '@insight/ui';
import styled from 'styled-components';

/** A section's heading inside a library tab (the page's h1 is 'Start Here'). */
export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
`;
