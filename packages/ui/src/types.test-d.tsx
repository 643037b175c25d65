import { describe, expectTypeOf, it } from 'vitest';
import {
  Avatar,
  Badge,
  CheckboxCardList,
  GuideCard,
  IconButton,
  PackageCard,
  Ribbon,
  Select,
  TabList,
  Tabs,
  createToaster,
  type GuideType,
  type Notifier,
  type ToastController,
  type ToastState,
  type ToastType,
} from './index';

/** What must not compile, so that wrong use is a type error rather than a runtime surprise. */
describe('component types', () => {
  it('an icon-only button needs a name', () => {
    <IconButton icon="help" aria-label="Help" />;
    <IconButton icon="help" aria-labelledby="help-heading" />;
    // @ts-expect-error an IconButton without aria-label or aria-labelledby has no accessible name
    <IconButton icon="help" />;
    // @ts-expect-error an unknown icon name
    <IconButton icon="rocket" aria-label="Launch" />;
  });

  it('GuideCard: a closed type union, and the props of its purchased state', () => {
    expectTypeOf<GuideType>().toEqualTypeOf<'career' | 'sports' | 'personal'>();
    <GuideCard name="Career" type="career" purchased onView={() => {}} />;
    <GuideCard name="Career" type="career" purchased={false} price={19.99} cartLink="#" onOverview={() => {}} />;
    // @ts-expect-error an unknown guide type
    <GuideCard name="Chess" type="chess" purchased onView={() => {}} />;
    // @ts-expect-error a card for sale needs its price, cart link and Overview handler
    <GuideCard name="Career" type="career" purchased={false} />;
    // @ts-expect-error a purchased card needs onView
    <GuideCard name="Career" type="career" purchased />;
  });

  it('PackageCard takes any type string, but a numeric price', () => {
    <PackageCard name="Bundle" type="bundle" price={99} description="<p>x</p>" cartLink="#" />;
    // @ts-expect-error the price is a number, not a formatted string
    <PackageCard name="Bundle" type="bundle" price="$99" description="" cartLink="#" />;
  });

  it('Ribbon has three tones', () => {
    <Ribbon tone="green">Sports</Ribbon>;
    // @ts-expect-error colours are tones, not CSS colours
    <Ribbon tone="#ff0000">Sports</Ribbon>;
  });

  it('Badge counts with a number', () => {
    <Badge count={3} />;
    // @ts-expect-error a Badge with a string count
    <Badge count="3" />;
  });

  it('Avatar needs alt text and a known size', () => {
    <Avatar alt="Jane Doe" size="lg" />;
    // @ts-expect-error alt text is required
    <Avatar src="/me.png" />;
    // @ts-expect-error sizes are sm and lg
    <Avatar alt="Jane" size="xl" />;
  });

  it('Tabs are controlled (value + onValueChange) or uncontrolled (defaultValue), and a tablist is named', () => {
    <Tabs defaultValue="a" />;
    <Tabs value="a" onValueChange={() => {}} />;
    // @ts-expect-error controlled tabs need onValueChange
    <Tabs value="a" />;
    // @ts-expect-error value and defaultValue together
    <Tabs value="a" defaultValue="b" onValueChange={() => {}} />;
    <TabList aria-label="Library" />;
    // @ts-expect-error a tablist without a name
    <TabList />;
  });

  it('Select options are values with labels; CheckboxCardList is controlled', () => {
    <Select label="Connection" options={[{ value: '1', label: 'Jane' }]} />;
    // @ts-expect-error options need labels
    <Select label="Connection" options={[{ value: '1' }]} />;
    // @ts-expect-error CheckboxCardList needs value and onChange
    <CheckboxCardList legend="Guides" items={[]} />;
  });
});

describe('toast controller types', () => {
  it('raises the four types and returns the toast (or null)', () => {
    const toaster = createToaster({ position: 'top-center' });
    expectTypeOf(toaster).toEqualTypeOf<ToastController>();
    expectTypeOf(toaster).toExtend<Notifier>();
    expectTypeOf<ToastType>().toEqualTypeOf<'success' | 'error' | 'info' | 'warning'>();
    expectTypeOf<ToastState>().toEqualTypeOf<'inactive' | 'active' | 'removed'>();
    expectTypeOf(toaster.success('Saved')).toEqualTypeOf<ReturnType<ToastController['show']>>();
    // @ts-expect-error an unknown position
    createToaster({ position: 'middle' });
    // @ts-expect-error timeOut is in milliseconds (a number)
    createToaster({ timeOut: '5s' });
  });
});
