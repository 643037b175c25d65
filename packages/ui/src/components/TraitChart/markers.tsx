/** The person markers of the chart: a shape and a tone each, drawn on the track or in the legend. */
import styled from 'styled-components';
import { vars } from '../../tokens';

/**
 * The person markers, by position: a shape each (nine, so a circle of people never shares one; shapes carry the
 * difference for colour blindness and in print) and a tone (six, cycling; each at 4.5:1 or more on the surface and the page, as scores are written in it).
 */
export const TONES = [
  vars.color.primary,
  vars.color.warning,
  vars.color.success,
  vars.color.dangerText,
  vars.color.info,
  vars.color.textMuted,
] as const;
export const SHAPES = [
  'circle',
  'diamond',
  'triangle',
  'square',
  'triangleDown',
  'hexagon',
  'star',
  'pentagon',
  'plus',
] as const;
export type Shape = (typeof SHAPES)[number];
export const MAX_SERIES = SHAPES.length;
export const toneAt = (i: number) => TONES[i % TONES.length] ?? TONES[0];

/** The points of a regular polygon (or a star, with an inner radius) centred on (c, c), its first point up. */
function polygonPoints(c: number, sides: number, radius: number, inner?: number): string {
  const count = inner === undefined ? sides : sides * 2;
  return Array.from({ length: count }, (_, k) => {
    const r = inner !== undefined && k % 2 === 1 ? inner : radius;
    const angle = -Math.PI / 2 + (k * 2 * Math.PI) / count;
    return `${(c + r * Math.cos(angle)).toFixed(2)},${(c + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** A marker's box (px); the track's ends are inset by more than half of it, so an end marker stays inside. */
const MARKER = 18;

/** A marker centred on its place along the track (logical offsets, so right to left mirrors it). */
const MarkerAt = styled.svg`
  position: absolute;
  top: 50%;
  margin-block-start: -${MARKER / 2}px;
  margin-inline-start: -${MARKER / 2}px;
  overflow: visible;
`;

/** The legend's marker: the same shape, in the flow of the text. */
const LegendMarker = styled.svg`
  flex: none;
  overflow: visible;
`;

/**
 * A person's marker: its shape centred in an 18 px box, filled with its tone, ringed by the surface colour;
 * on the track at `at` percent, or in the legend without it.
 */
export function Marker({ shape, fill, at }: { shape: Shape; fill: string; at?: number }) {
  const c = MARKER / 2;
  const stroke = vars.color.surface;
  const drawn =
    shape === 'circle' ? (
      <circle cx={c} cy={c} r={7} fill={fill} stroke={stroke} strokeWidth={2} />
    ) : shape === 'diamond' ? (
      <rect
        x={c - 6}
        y={c - 6}
        width={12}
        height={12}
        transform={`rotate(45 ${c} ${c})`}
        fill={fill}
        stroke={stroke}
        strokeWidth={2}
      />
    ) : shape === 'triangle' ? (
      <path
        d={`M ${c} ${c - 8} L ${c + 8} ${c + 6} L ${c - 8} ${c + 6} Z`}
        fill={fill}
        stroke={stroke}
        strokeWidth={2}
      />
    ) : shape === 'square' ? (
      <rect x={c - 6.5} y={c - 6.5} width={13} height={13} fill={fill} stroke={stroke} strokeWidth={2} />
    ) : shape === 'triangleDown' ? (
      <path
        d={`M ${c} ${c + 8} L ${c + 8} ${c - 6} L ${c - 8} ${c - 6} Z`}
        fill={fill}
        stroke={stroke}
        strokeWidth={2}
      />
    ) : shape === 'plus' ? (
      <path
        d={`M ${c - 3} ${c - 8} h 6 v 5 h 5 v 6 h -5 v 5 h -6 v -5 h -5 v -6 h 5 Z`}
        fill={fill}
        stroke={stroke}
        strokeWidth={1.5}
      />
    ) : (
      <polygon
        points={
          shape === 'hexagon'
            ? polygonPoints(c, 6, 8)
            : shape === 'pentagon'
              ? polygonPoints(c, 5, 8)
              : polygonPoints(c, 5, 9, 4)
        }
        fill={fill}
        stroke={stroke}
        strokeWidth={shape === 'star' ? 1.5 : 2}
      />
    );
  const box = { width: MARKER, height: MARKER, viewBox: `0 0 ${MARKER} ${MARKER}`, focusable: 'false' as const };
  return at === undefined ? (
    <LegendMarker {...box}>{drawn}</LegendMarker>
  ) : (
    <MarkerAt {...box} style={{ insetInlineStart: `${at}%` }}>
      {drawn}
    </MarkerAt>
  );
}
