export { tokens, type Tokens, type TokenGroup } from './tokens';
export { vars, cssVarName, toCssVariables } from './vars';
