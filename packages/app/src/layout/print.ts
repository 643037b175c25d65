import { createGlobalStyle } from 'styled-components';

/**
 * Keeping a guide: the report view prints as a clean document, which the browser's Save as PDF
 * keeps. Every print rule is here; the elements carry these markers.
 */
export const printMarks = {
  /** Left out of the printed page: the layout's header and footer, the view's buttons and notices. */
  hidden: { 'data-print': 'hidden' },
  /** The title banner, printed as a plain heading (its picture and white text would not print well). */
  banner: { 'data-print': 'banner' },
  /** A card printed without its frame. */
  plain: { 'data-print': 'plain' },
  /** The guide's text: a new page for each of its sections. */
  guide: { 'data-print': 'guide' },
} as const;

/**
 * The report view's print style, on the page while the report view is. A guide's sections are the headings
 * one level under its title: SafeHtml puts its title at h2 (under the banner's h1), so its sections are h3.
 * The trait chart is SVG, which the browser keeps as vector paths in the PDF.
 */
export const GuidePrintStyle = createGlobalStyle`
  @media print {
    @page {
      margin: 16mm 14mm;
    }
    html,
    body {
      background: #fff !important;
    }
    [data-print='hidden'],
    .toast-container,
    [data-loading-overlay],
    button {
      display: none !important;
    }
    [data-print='banner'] {
      min-height: 0 !important;
      padding: 0 !important;
      border-radius: 0 !important;
      background: none !important;
      color: #000 !important;
    }
    [data-print='banner'] * {
      text-shadow: none !important;
    }
    [data-print='plain'] {
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
    }
    [data-print='guide'] h3 {
      break-before: page;
    }
    [data-print='guide'] :is(h2, h3, h4) {
      break-after: avoid;
    }
    figure,
    img,
    li {
      break-inside: avoid;
    }
  }
`;
