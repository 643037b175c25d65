export { Ribbon, type RibbonProps, type RibbonTone } from './Ribbon';
