import { LoadingOverlay } from '@insight/ui';
import styled from 'styled-components';

/** Room for the overlay's spinner and words, below the screen's own content (layout only). */
const OverlayArea = styled.div`
  min-height: 160px;
`;

/** While the browser is about to be sent on: the spinner and `label` under the screen's content. */
export function WaitingOverlay({ label }: { label: string }) {
  return (
    <LoadingOverlay active label={label}>
      <OverlayArea />
    </LoadingOverlay>
  );
}
