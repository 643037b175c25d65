import styled, { keyframes } from 'styled-components';
import { vars } from '../tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * A ring that turns. Decorative (aria-hidden): the words that go with it live in a status region.
 * With reduced motion it stands still (a ring with one coloured quarter still reads as "busy").
 */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: 'sm' | 'lg' }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => ($size === 'lg' ? '40px' : '1em')};
  height: ${({ $size }) => ($size === 'lg' ? '40px' : '1em')};
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '2px')} solid currentColor;
  border-inline-end-color: transparent;
  border-radius: ${vars.radius.round};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
