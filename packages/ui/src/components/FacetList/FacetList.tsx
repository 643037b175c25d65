import { forwardRef, useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { ExpandableText } from '../ExpandableText';
import { Heading, type HeadingLevel } from '../Heading';
import { PercentileBar, type PercentileLevel, type PercentileZones } from '../PercentileBar';

/** The trait the facets belong to: its name, percentile and, optionally, level and change since last time. */
export interface FacetListTrait {
  name: string;
  /** 1–99. */
  percentile: number;
  level?: PercentileLevel;
  /** Percentile points since the last take. */
  change?: number;
}

/** One facet: its name, percentile, level and the product's short text for that level. */
export interface FacetListFacet {
  /** A stable key (default: the name). */
  key?: string;
  name: string;
  /** 1–99. */
  percentile: number;
  level: PercentileLevel;
  /** What this level of the facet means, in the product's words. A long text is cut, with 'Read more'. */
  text: string;
}

export interface FacetListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  trait: FacetListTrait;
  /** The trait's facets, in the order they are shown (six for IPIP-NEO). */
  facets: readonly FacetListFacet[];
  /** The comparison group in words, as it ends the sentence: 'women aged 21–40'. */
  group: string;
  /** The trait heading's element, h2 to h6: its place in the page's outline, chosen by the author. */
  headingLevel: Exclude<HeadingLevel, 1>;
  /** The edges of the average zone, as percentiles (see PercentileBar): shaded on every bar. */
  zones?: PercentileZones;
  /** Characters of a facet's text shown before 'Read more' (default 160); a shorter text has no button. */
  textMaxLength?: number;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  color: ${vars.color.text};
`;

const Facets = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-block-start: 1px solid ${vars.color.border};
`;

const Facet = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  padding-block: ${vars.space.md};
  border-block-end: 1px solid ${vars.color.border};
`;

/**
 * A trait and its facets: the trait's name as a heading, its percentile bar, then a list of its facets, each
 * with its name, a compact percentile bar, its level in words and the product's short text for that level (cut
 * with 'Read more' when long). Every bar is a meter whose value text says where the score stands in the group.
 */
export const FacetList = forwardRef<HTMLDivElement, FacetListProps>(function FacetList(
  { trait, facets, group, headingLevel, zones, textMaxLength = 160, ...rest },
  ref,
) {
  const headingId = useId();
  return (
    <Root ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {trait.name}
      </Heading>
      <PercentileBar
        label={trait.name}
        hideLabel
        percentile={trait.percentile}
        group={group}
        zones={zones}
        level={trait.level}
        change={trait.change}
        data-part="trait"
      />
      <Facets aria-labelledby={headingId}>
        {facets.map((facet) => (
          <Facet key={facet.key ?? facet.name} data-facet={facet.key ?? facet.name}>
            <PercentileBar
              variant="compact"
              label={facet.name}
              percentile={facet.percentile}
              group={group}
              zones={zones}
              level={facet.level}
            />
            <ExpandableText maxLength={textMaxLength}>{facet.text}</ExpandableText>
          </Facet>
        ))}
      </Facets>
    </Root>
  );
});
FacetList.displayName = 'FacetList';
