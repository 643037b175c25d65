import { vars } from '@insight/ui';
import styled from 'styled-components';

/** A drawing of three connected people (the invite promo); self-contained, so it never waits on the network. */
const drawing = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d3e3f5"/><stop offset="1" stop-color="#2c4a9a"/></linearGradient></defs>' +
    '<rect width="480" height="160" fill="url(#g)"/>' +
    '<path d="M140 84L240 60L340 84" stroke="#fff" stroke-width="4" stroke-dasharray="8 8" fill="none" opacity=".8"/>' +
    '<circle cx="140" cy="70" r="18" fill="#fff"/><path d="M110 124a30 30 0 0 1 60 0z" fill="#fff"/>' +
    '<circle cx="240" cy="46" r="22" fill="#fff"/><path d="M204 112a36 36 0 0 1 72 0z" fill="#fff"/>' +
    '<circle cx="340" cy="70" r="18" fill="#fff"/><path d="M310 124a30 30 0 0 1 60 0z" fill="#fff"/>' +
    '</svg>',
)}`;

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 120px;
  object-fit: cover;
  border-radius: ${vars.radius.md};
`;

/** SPEC §2 Invite dialog / Invite tab: the promo image (decorative: the title says what it is about). */
export function PromoImage() {
  return <Img src={drawing} alt="" width={480} height={160} />;
}
