export { Ribbon, type CardRibbon, type RibbonProps } from './Ribbon';
