export { FacetList, type FacetListFacet, type FacetListProps, type FacetListTrait } from './FacetList';
