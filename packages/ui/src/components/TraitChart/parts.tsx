/** The chart's drawn parts (styled): the figure and its caption, a trait's row and track, the axis, the legend. */
import styled from 'styled-components';
import { vars } from '../../tokens';

/** The track's inset from the chart's edges: room for half a marker, or half of a three-digit end of the scale. */
const TRACK_INSET = vars.space.md;

export const Figure = styled.figure`
  margin: 0;
  color: ${vars.color.text};
  font-family: inherit;
`;

export const Caption = styled.figcaption`
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
  margin-bottom: ${vars.space.sm};
`;

/**
 * The drawing: HTML text on the type scale, laid out by a grid (a label and its scores on one line, the
 * track under them), so it reflows at any width; nothing is scaled, so no text shrinks on a phone.
 */
export const Drawing = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  column-gap: ${vars.space.md};
  max-width: 45rem;
  line-height: ${vars.font.lineHeightTight};
  /* The track and the markers are backgrounds and fills: keep them in print. */
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

export const Legend = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.lg};
  margin: 0 0 ${vars.space.md};
  padding: 0;
  list-style: none;
  font-size: ${vars.font.sizeSm};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
  }
`;

/** One trait: the label and the scores on a line (they wrap), the track under them. */
/*
 * A trait: its name and its scores on one line while they fit (the scores at the end), else the scores on a line
 * of their own under the name (names keep their words whole; a circle's many scores wrap at the end); the track
 * always on its own line.
 */
export const Row = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  column-gap: ${vars.space.md};
  row-gap: ${vars.space.xxs};
  margin-block-end: ${vars.space.sm};
`;

export const Label = styled.span`
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightMedium};
  flex: 1 1 auto;
  overflow-wrap: break-word;
`;

export const Values = styled.span`
  align-self: end;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
  font-variant-numeric: tabular-nums;
  margin-inline-start: auto;
  max-width: 100%;
  text-align: end;

  & > span {
    white-space: nowrap;
  }
`;

export const Track = styled.div`
  grid-column: 1 / -1;
  flex: 1 1 100%;
  position: relative;
  height: 22px;
  margin-inline: ${TRACK_INSET};

  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    top: 50%;
    height: 4px;
    margin-block-start: -2px;
    border-radius: ${vars.radius.round};
    background: ${vars.color.borderStrong};
  }
`;

export const Axis = styled.div`
  grid-column: 1 / -1;
  margin-inline: ${TRACK_INSET};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;

export const Ticks = styled.div`
  position: relative;
  height: calc(6px + ${vars.space.xxs} + 1lh);
`;

/** A zero-width column at the tick's place: its line, and its number centred under it (overflowing both sides alike). */
export const Tick = styled.span`
  position: absolute;
  top: 0;
  width: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.xxs};
  white-space: nowrap;

  &::before {
    content: '';
    width: 1px;
    height: 6px;
    background: ${vars.color.borderStrong};
  }
`;

export const ScaleLabels = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space.xs} ${vars.space.lg};

  /* The high end's words stay at the end, on a line of their own when both do not fit. */
  & > :last-child {
    margin-inline-start: auto;
    text-align: end;
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;
