/**
 * The words of the five traits and thirty facets, and the group in words, for the screens. They live in
 * texts/facets.ts (the "facets" branch); until it is merged they come from a stand-in of the same shape.
 * MERGE: replace the line below with `export { domainWords, facetWords, groupWords, normsSource } from '../../texts/facets';`
 */
export { domainWords, facetWords, groupWords, normsSource } from '../../test/facetsFixture';
