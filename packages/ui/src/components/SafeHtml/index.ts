export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { sanitizeHtml, type SanitizeOptions } from '../../internal/sanitize';
