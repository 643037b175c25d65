import type { CSSProperties } from 'react';
import { vars } from '@insight/ui';

/**
 * Pictures for the ui stories: small SVG drawings as data URIs, so stories need no files and
 * screenshots never wait on the network.
 */
const svg = (body: string, width = 320, height = 180) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

const scene = (from: string, to: string, shapes: string) =>
  svg(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="320" height="180" fill="url(#g)"/>${shapes}`,
  );

export const images = {
  career: scene(
    '#f6d3cf',
    '#b3261e',
    '<rect x="120" y="70" width="80" height="60" rx="8" fill="#fff" opacity=".85"/><rect x="145" y="56" width="30" height="16" rx="4" fill="none" stroke="#fff" stroke-width="5" opacity=".85"/>',
  ),
  sports: scene(
    '#cfe9d7',
    '#1d6e37',
    '<circle cx="160" cy="90" r="42" fill="#fff" opacity=".85"/><path d="M118 90h84M160 48v84" stroke="#1d6e37" stroke-width="4" opacity=".5"/>',
  ),
  personal: scene(
    '#d3e3f5',
    '#1f5c9e',
    '<circle cx="160" cy="74" r="24" fill="#fff" opacity=".85"/><path d="M116 140a44 44 0 0 1 88 0z" fill="#fff" opacity=".85"/>',
  ),
  package: scene(
    '#e7ebf3',
    '#2c4a9a',
    '<rect x="110" y="60" width="100" height="70" rx="6" fill="#fff" opacity=".85"/><path d="M110 84h100M160 60v70" stroke="#2c4a9a" stroke-width="5" opacity=".5"/>',
  ),
  banner: scene(
    '#2c4a9a',
    '#1c2a4f',
    '<circle cx="260" cy="40" r="70" fill="#fff" opacity=".08"/><circle cx="40" cy="170" r="90" fill="#fff" opacity=".06"/>',
  ),
  person: svg(
    '<rect width="128" height="128" fill="#d6dceb"/><circle cx="64" cy="50" r="24" fill="#8a93a6"/><path d="M20 128a44 44 0 0 1 88 0z" fill="#8a93a6"/>',
    128,
    128,
  ),
};

export const longText =
  'Discover how your natural strengths shape the way you work, lead and grow. This guide walks through your results section by section, with practical ideas you can try this week and questions to talk over with a mentor or a friend.';

/**
 * A plain control for the FormField and Form stories (FormField wraps any control): drawn with the
 * design tokens and the document's font, never as an unstyled native control in the system font.
 */
export const controlStyle: CSSProperties = {
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
};
