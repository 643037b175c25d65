import { describe, expectTypeOf, it } from 'vitest';
import {
  Alert,
  Avatar,
  Badge,
  CheckboxCardList,
  FacetList,
  Fieldset,
  GroupChooser,
  GuideCard,
  Heading,
  HistorySparkline,
  IconButton,
  Link,
  PackageCard,
  PercentileBar,
  Ribbon,
  Select,
  TabList,
  Tabs,
  Text,
  createToaster,
  type CardRibbon,
  type Notifier,
  type ToastController,
  type ToastState,
  type ToastType,
  type Tone,
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

  it('one vocabulary of tones', () => {
    expectTypeOf<Tone>().toEqualTypeOf<'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'critical'>();
    expectTypeOf<CardRibbon>().toEqualTypeOf<{ label: string; tone: Tone }>();
  });

  it('GuideCard: a ribbon by tone, and the props of its purchased state', () => {
    const ribbon = { label: 'Career', tone: 'critical' } as const;
    <GuideCard name="Career" ribbon={ribbon} purchased onView={() => {}} />;
    <GuideCard name="Career" ribbon={ribbon} purchased={false} price={19.99} cartLink="#" onOverview={() => {}} />;
    // @ts-expect-error a ribbon's colour is a tone, not a colour name
    <GuideCard name="Chess" ribbon={{ label: 'Chess', tone: 'red' }} purchased onView={() => {}} />;
    // @ts-expect-error the card knows no product categories: no `type`
    <GuideCard name="Chess" type="career" purchased onView={() => {}} />;
    // @ts-expect-error a card for sale needs its price, cart link and Overview handler
    <GuideCard name="Career" ribbon={ribbon} purchased={false} />;
    // @ts-expect-error a purchased card needs onView
    <GuideCard name="Career" ribbon={ribbon} purchased />;
  });

  it('PackageCard takes a ribbon by tone, and a numeric price', () => {
    <PackageCard
      name="Bundle"
      ribbon={{ label: 'Bundle', tone: 'success' }}
      price={99}
      description="<p>x</p>"
      cartLink="#"
    />;
    // @ts-expect-error the price is a number, not a formatted string
    <PackageCard name="Bundle" price="$99" description="" cartLink="#" />;
  });

  it('Ribbon takes a tone by meaning', () => {
    <Ribbon tone="success">Sports</Ribbon>;
    // @ts-expect-error tones are meanings, not colour names
    <Ribbon tone="green">Sports</Ribbon>;
    // @ts-expect-error colours are tones, not CSS colours
    <Ribbon tone="#ff0000">Sports</Ribbon>;
  });

  it('Alert takes a status tone; Link a text colour', () => {
    <Alert tone="critical">Failed</Alert>;
    // @ts-expect-error 'danger' is 'critical' in the one vocabulary
    <Alert tone="danger">Failed</Alert>;
    // @ts-expect-error an alert is a status: never neutral
    <Alert tone="neutral">Note</Alert>;
    <Link href="/terms" tone="muted">
      Terms
    </Link>;
    // @ts-expect-error Link's colour is its `tone`
    <Link href="/terms" variant="muted">
      Terms
    </Link>;
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

  it('Fieldset needs a legend, and takes sizes and gaps only from the scales', () => {
    <Fieldset legend="Personal" legendSize="md" gap="md" />;
    // @ts-expect-error the legend names the group: it is required
    <Fieldset>Untitled</Fieldset>;
    // @ts-expect-error a size outside the type scale
    <Fieldset legend="Personal" legendSize="huge" />;
    // @ts-expect-error a gap outside the space tokens
    <Fieldset legend="Personal" gap="17px" />;
  });

  it('Text takes only the design system’s elements, sizes and tones', () => {
    // @ts-expect-error headings are Heading's
    <Text as="h2">Title</Text>;
    // @ts-expect-error a size outside the type scale
    <Text size="huge">Big</Text>;
    // @ts-expect-error tones are meanings, not colours
    <Text tone="red">Error</Text>;
    // @ts-expect-error htmlFor belongs to a label, not a paragraph
    <Text htmlFor="email">Email</Text>;
  });

  it('PercentileBar: a numeric percentile, a level from the three, zones as two edges', () => {
    <PercentileBar label="Agreeableness" percentile={2} group="women aged 21–40" zones={[31, 69]} level="low" />;
    <PercentileBar label="Trust" percentile={45} group="men" variant="compact" change={-3} />;
    // @ts-expect-error the percentile is a number, not a formatted string
    <PercentileBar label="Agreeableness" percentile="2nd" group="women" />;
    // @ts-expect-error the group is said in the sentence: it is required
    <PercentileBar label="Agreeableness" percentile={2} />;
    // @ts-expect-error a level is low, average or high
    <PercentileBar label="Trust" percentile={45} group="men" level="medium" />;
    // @ts-expect-error the zones are two edges, not three
    <PercentileBar label="Trust" percentile={45} group="men" zones={[20, 50, 80]} />;
    // @ts-expect-error variants are standard and compact
    <PercentileBar label="Trust" percentile={45} group="men" variant="mini" />;
  });

  it('FacetList: a heading level chosen by the author, facets with a level and a text', () => {
    const facet = { name: 'Trust', percentile: 45, level: 'average', text: 'You trust.' } as const;
    <FacetList trait={{ name: 'Agreeableness', percentile: 2 }} facets={[facet]} group="women" headingLevel={3} />;
    // @ts-expect-error the heading level has no default: it is the page's outline
    <FacetList trait={{ name: 'Agreeableness', percentile: 2 }} facets={[facet]} group="women" />;
    // @ts-expect-error the page's title is its h1: a trait heading is h2 to h6
    <FacetList trait={{ name: 'Agreeableness', percentile: 2 }} facets={[facet]} group="women" headingLevel={1} />;
    const untold = { name: 'Trust', percentile: 45, level: 'low' } as const;
    // @ts-expect-error a facet needs its text (the app's words for its level)
    <FacetList trait={{ name: 'A', percentile: 2 }} facets={[untold]} group="women" headingLevel={3} />;
  });

  it('HistorySparkline: two takes or more, each a date and a numeric percentile', () => {
    <HistorySparkline
      label="Agreeableness over time"
      points={[
        { date: '2025-03-03', percentile: 12 },
        { date: new Date(2026, 2, 2), percentile: 29 },
      ]}
    />;
    // @ts-expect-error one take is no line
    <HistorySparkline label="Agreeableness over time" points={[{ date: '2025-03-03', percentile: 12 }]} />;
    const worded = { date: '2025-03-03', percentile: '12th' } as const;
    // @ts-expect-error a percentile is a number
    <HistorySparkline label="Agreeableness over time" points={[worded, worded]} />;
  });

  it('GroupChooser: the norms’ groups only; controlled (value + onChange) or uncontrolled', () => {
    <GroupChooser defaultValue={{ sex: 'unspecified', ageBand: '21-40' }} />;
    <GroupChooser value={{ sex: 'female' }} onChange={() => {}} />;
    // @ts-expect-error an age band of the norms only
    <GroupChooser defaultValue={{ ageBand: '30-40' }} />;
    // @ts-expect-error 'unspecified' stands for both averaged; there is no other value
    <GroupChooser defaultValue={{ sex: 'other' }} />;
    // @ts-expect-error a controlled chooser needs onChange
    <GroupChooser value={{ sex: 'male' }} />;
    // @ts-expect-error value and defaultValue together
    <GroupChooser value={{ sex: 'male' }} defaultValue={{ sex: 'female' }} onChange={() => {}} />;
  });

  it('Heading needs a level, one of 1 to 6, and a size from the type scale', () => {
    // @ts-expect-error the level is the author's decision: it has no default
    <Heading>Untitled</Heading>;
    // @ts-expect-error there is no h7
    <Heading level={7}>Too deep</Heading>;
    // @ts-expect-error a size outside the type scale
    <Heading level={2} size="huge">
      Big
    </Heading>;
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
