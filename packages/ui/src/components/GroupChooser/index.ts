export {
  GroupChooser,
  type GroupChooserAgeBand,
  type GroupChooserProps,
  type GroupChooserSex,
  type GroupChooserValue,
} from './GroupChooser';
