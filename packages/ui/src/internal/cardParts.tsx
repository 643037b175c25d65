import styled from 'styled-components';
import { vars } from '../tokens';

// The pieces GuideCard and PackageCard share.

export const CardFrame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};
  transition: box-shadow ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    box-shadow: ${vars.shadow.md};
  }
`;

/** A card picture's intrinsic size (16:9, as the catalogue's pictures are): its box is known before it arrives. */
export const CARD_IMAGE_SIZE = { width: 480, height: 270 } as const;

export const CardImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${vars.radius.lg} ${vars.radius.lg} 0 0;
  background: ${vars.color.surfaceMuted};
`;

/** Where there is no picture: a tinted band of the same size. */
export const CardImagePlaceholder = styled.div`
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${vars.radius.lg} ${vars.radius.lg} 0 0;
  background: ${vars.color.surfaceMuted};
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg};
`;

export const CardName = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
`;

export const CardText = styled.div`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightNormal};

  p {
    margin: 0 0 ${vars.space.sm};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export const CardPrice = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  margin-top: auto;
  padding-top: ${vars.space.sm};
`;
