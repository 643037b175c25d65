import { screenTexts } from '@insight/app/texts';
import { expect, test, type Page } from '@playwright/test';
import { becomeMember } from './support/members';

/**
 * What a screen reader meets on each main screen, kept as accessibility-tree snapshots
 * (inline, so a change shows in review as a diff of this file). Values that differ between runs (the
 * person's address, the cart's signed links, the year and the version in the footer) are regular
 * expressions or left out (a snapshot matches the children and attributes it names). Each screen also
 * has one h1, headings that go down one level at a time, and one each of the banner, navigation, main and
 * contentinfo landmarks; the toasts' live regions are there, named, before any toast. A guide is one article
 * (the card, named by the guide's title; the guide's own outer <article> is unwrapped), and Scroll to top sits
 * inside the main landmark.
 */

/** One h1, headings in order (never more than one level deeper than the one before), the four landmarks. */
async function expectOutline(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .filter({ visible: true })
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(
    levels.filter((level) => level === 1),
    'one h1',
  ).toHaveLength(1);
  expect(levels[0], 'the h1 first').toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1} of ${levels.join(',')}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
  for (const role of ['banner', 'navigation', 'main', 'contentinfo'] as const) {
    await expect(page.getByRole(role), role).toHaveCount(1);
  }
  await expect(page.getByRole('log', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('log', { name: 'Errors' })).toHaveAttribute('aria-live', 'assertive');
}

const footer = `
- contentinfo:
  - paragraph: /Insight · Version \\d+\\.\\d+\\.\\d+/
  - paragraph: /© \\d{4} Insight Labs\\. All rights reserved\\./
  - paragraph:
    - text: "Support:"
    - link /.+@.+/
  - button "Terms of Service"
  - button "Privacy Policy"
`;

test('signed out: login and register', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectOutline(page);
  await expect(page.locator('body')).toMatchAriaSnapshot(`
    - banner:
      - link "Insight":
        - /url: /login
      - navigation "Main":
        - list:
          - listitem:
            - link "Login":
              - /url: /login
          - listitem:
            - link "Register":
              - /url: /register
    - main:
      - heading "Login To Insight" [level=1]
      - form "Login":
        - text: Email
        - textbox "Email"
        - text: Password
        - textbox "Password"
        - button "Login" [disabled]
      - link "Create a dashboard":
        - /url: /register
      - link "Forgot your password?":
        - /url: /recover-password
    - status
    - contentinfo:
      - paragraph: /Insight · Version \\d+\\.\\d+\\.\\d+/
      - paragraph: /© \\d+ Insight Labs\\. All rights reserved\\./
      - paragraph:
        - text: "Support:"
        - link "support@insight.local":
          - /url: mailto:support@insight.local
      - button "Terms of Service"
      - button "Privacy Policy"
    - log "Notifications"
    - log "Errors"
  `);
  await expect(page.getByRole('contentinfo')).toMatchAriaSnapshot(footer);

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectOutline(page);
  await expect(page.locator('body')).toMatchAriaSnapshot(`
    - banner:
      - link "Insight":
        - /url: /login
      - navigation "Main":
        - list:
          - listitem:
            - link "Login":
              - /url: /login
          - listitem:
            - link "Register":
              - /url: /register
    - main:
      - heading "Create Your Insight Dashboard" [level=1]
      - form "Register":
        - text: First Name
        - textbox "First Name"
        - text: Last Name
        - textbox "Last Name"
        - text: Email
        - textbox "Email"
        - radiogroup "Preferred Pronoun":
          - radio "He/him"
          - text: He/him
          - radio "She/her"
          - text: She/her
        - text: Password
        - textbox "Password"
        - text: Confirm Password
        - textbox "Confirm Password"
        - checkbox /I am at least \\d+ years old and agree to the Terms of Service and Privacy Policy/
        - text: /I am at least \\d+ years old and agree to the/
        - button "Terms of Service"
        - text: and
        - button "Privacy Policy"
        - button "Start"
      - paragraph:
        - link "Already have a dashboard? Click here to login.":
          - /url: /login
    - status
    - contentinfo:
      - paragraph: /Insight · Version \\d+\\.\\d+\\.\\d+/
      - paragraph: /© \\d+ Insight Labs\\. All rights reserved\\./
      - paragraph:
        - text: "Support:"
        - link "support@insight.local":
          - /url: mailto:support@insight.local
      - button "Terms of Service"
      - button "Privacy Policy"
    - log "Notifications"
    - log "Errors"
  `);
});

test('signed in: library, a guide, connections and a dialog, profile', async ({ page }) => {
  test.setTimeout(180_000);
  await becomeMember(page, 'Ada', 'Lovelace');

  await expectOutline(page);
  await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
    - banner:
      - link "Insight":
        - /url: /home
      - navigation "Main":
        - list:
          - listitem:
            - link "Library":
              - /url: /home
          - listitem:
            - link "Cart, 0 items"
          - listitem:
            - link "Connections":
              - /url: /connections
          - listitem:
            - link "Profile":
              - /url: /profile
          - listitem:
            - link "Contact Us":
              - /url: /contact
          - listitem:
            - button "Logout"
  `);
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - region "Start Here":
        - heading "Start Here" [level=1]
        - paragraph: "Your Personal Map is where your Insight journey begins: your five core traits, what they mean for you, and what you can do with them this week."
        - button "View My Personal Map"
        - figure "Your traits":
          - text: Your traits
          - table "Your traits":
            - rowgroup:
              - row "Trait Ada":
                - columnheader "Trait"
                - columnheader "Ada"
            - rowgroup:
              - row /Neuroticism \\d+/:
                - rowheader "Neuroticism"
                - cell /\\d+/
              - row /Extraversion \\d+/:
                - rowheader "Extraversion"
                - cell /\\d+/
              - row /Openness to Experience \\d+/:
                - rowheader "Openness to Experience"
                - cell /\\d+/
              - row /Agreeableness \\d+/:
                - rowheader "Agreeableness"
                - cell /\\d+/
              - row /Conscientiousness \\d+/:
                - rowheader "Conscientiousness"
                - cell /\\d+/
      - tablist "Your library":
        - tab "My Guides" [selected]
        - tab "My Connection's Guides"
        - tab "Invite Friends, Family, Colleagues"
      - tabpanel "My Guides":
        - region "Ada's Personal Guides":
          - heading "Ada's Personal Guides" [level=2]
          - list:
            - listitem:
              - article "My Personal Map":
                - heading "My Personal Map" [level=3]
                - text: Your five core traits on one page, and what each one means for you day to day.
                - button "View"
        - region "Additional Guides For Purchase":
          - heading "Additional Guides For Purchase" [level=2]
          - list:
            - listitem:
              - article "Career Strengths":
                - heading "Career Strengths" [level=3]
                - text: Where you tend to do your best work, and the settings that bring it out.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
            - listitem:
              - article "Leadership Style":
                - text: Career
                - heading "Leadership Style" [level=3]
                - text: How you tend to lead, decide and support a team, whether or not you hold the title.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
            - listitem:
              - article "Relationships & Communication":
                - text: Personal
                - heading "Relationships & Communication" [level=3]
                - text: How you connect, listen and disagree with the people who matter to you.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
            - listitem:
              - article "Stress & Resilience":
                - text: Personal
                - heading "Stress & Resilience" [level=3]
                - text: How pressure tends to affect you, and everyday habits that help you recover.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
            - listitem:
              - article "Training Motivation":
                - text: Sports
                - heading "Training Motivation" [level=3]
                - text: What keeps you training, and how to build a routine you will actually keep.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
            - listitem:
              - article "Team Sports Fit":
                - heading "Team Sports Fit" [level=3]
                - text: How you are likely to play, communicate and cope with pressure as part of a team.
                - paragraph: /Only \\$\\d+\\.\\d+/
                - button "Overview"
                - link "Add to Cart"
  `);

  // Scroll to top, once the page has scrolled, is inside the main landmark (nothing outside a landmark).
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(page.getByRole('main').getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

  await page.getByRole('button', { name: 'View My Personal Map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Personal Map' })).toBeVisible();
  await expectOutline(page);
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - heading "My Personal Map" [level=1]
      - button "Return to Library"
      - button "Download PDF"
      - link "Learn More (opens in a new tab)":
        - /url: https://ipip.ori.org/
      - region "Where you stand":
        - heading "Where you stand" [level=2]
        - paragraph: /Compared with people aged \\d+–\\d+/
        - paragraph: /Your percentiles compare you with Johnson's \\(\\d+\\) published norms for the IPIP-NEO-\\d+, drawn from large English-language internet samples by sex and age band\\./
        - paragraph: /Taken on [A-Z][a-z]+ \\d+, \\d+/
        - list "Where you stand":
          - listitem: "/Neuroticism: higher than \\\\d+% of people aged \\\\d+–\\\\d+/"
          - listitem: "/Extraversion: higher than \\\\d+% of people aged \\\\d+–\\\\d+/"
          - listitem: "/Openness to Experience: higher than \\\\d+% of people aged \\\\d+–\\\\d+/"
          - listitem: "/Agreeableness: higher than 1% of people aged \\\\d+–\\\\d+/"
          - listitem: "/Conscientiousness: higher than 9% of people aged \\\\d+–\\\\d+/"
        - button "Take the questionnaire again"
      - region "Your comparison group":
        - heading "Your comparison group" [level=2]
        - status: /You have not chosen your group yet, so you are compared with people aged \\d+–\\d+\\. Choose the group that fits you\\./
        - group "Compared with":
          - paragraph: Your results follow your choice at once.
          - radiogroup "Women or men":
            - radio "Women"
            - radio "Men"
            - text: Men
            - radio "Both, averaged (prefer not to say)" [checked]
            - text: Both, averaged (prefer not to say)
          - radiogroup "Age":
            - radio /Under \\d+/
            - text: /Under \\d+/
            - radio /\\d+–\\d+/ [checked]
            - text: /\\d+–\\d+/
            - radio /\\d+–\\d+/
            - text: /\\d+–\\d+/
            - radio /Over \\d+/
            - text: /Over \\d+/
        - form "Year of birth":
          - paragraph: Sets your age band from the age you reach this year.
          - textbox "Year of birth"
          - button "Use my year of birth"
      - region "Your traits and their facets":
        - heading "Your traits and their facets" [level=2]
        - heading "Neuroticism" [level=3]
        - meter "Neuroticism"
        - text: High
        - list "Neuroticism":
          - listitem:
            - meter "Anxiety"
            - text: High
            - paragraph: You often feel nervous or on edge, and your mind readily runs ahead to what could go wrong; this also makes you careful and well prepared.
          - listitem:
            - meter "Anger"
            - text: High
            - paragraph: You feel irritation and anger quickly and strongly when things or people let you down. Your feelings show, and you care when something is not right.
          - listitem:
            - meter "Depression"
            - text: High
            - paragraph: You often feel low or discouraged, and setbacks weigh on you; you also see plainly what is hard and take it seriously. It is about moods, not an illness.
          - listitem:
            - meter "Self-Consciousness"
            - text: High
            - paragraph: You are sensitive to how others see you and may feel shy or awkward among strangers; that attentiveness also makes you considerate of others' feelings.
          - listitem:
            - meter "Immoderation"
            - text: Low
            - paragraph: You find it easy to resist cravings and temptations. You rarely overdo food, spending or fun, and you can wait for what you want.
          - listitem:
            - meter "Vulnerability"
            - text: High
            - paragraph: Under heavy pressure you can feel overwhelmed and find it hard to decide. You tend to lean on others in a crisis, and you know when you need support.
        - heading "Extraversion" [level=3]
        - meter "Extraversion"
        - text: High
        - list "Extraversion":
          - listitem:
            - meter "Friendliness"
            - text: Average
            - paragraph: You are friendly and open with people once you have a reason to be, and you keep some distance from those you do not know yet.
          - listitem:
            - meter "Gregariousness"
            - text: Average
            - paragraph: You enjoy a party or a busy gathering from time to time, and you are just as glad of evenings on your own or with a few close friends.
          - listitem:
            - meter "Assertiveness"
            - text: Average
            - paragraph: You speak up and take charge when the situation calls for it, and you are just as content to follow when someone else leads well.
          - listitem:
            - meter "Activity Level"
            - text: High
            - paragraph: You live at a fast pace and keep busy. You like to have lots going on, get things moving quickly and feel restless when there is nothing to do.
          - listitem:
            - meter "Excitement-Seeking"
            - text: High
            - paragraph: Without stimulation you get bored easily. You are drawn to bright lights, bustle and a bit of risk, and you are up for thrills that others would skip.
          - listitem:
            - meter "Cheerfulness"
            - text: High
            - paragraph: You often feel joy and enthusiasm and show it. You laugh easily, look on the bright side and lift the mood of the people around you.
        - heading "Openness to Experience" [level=3]
        - meter "Openness to Experience"
        - text: Low
        - list "Openness to Experience":
          - listitem:
            - meter "Imagination"
            - text: High
            - paragraph: You have a rich inner world and often let your mind wander into daydreams and possibilities; you easily picture how things could be.
          - listitem:
            - meter "Artistic Interests"
            - text: Low
            - paragraph: Art, poetry and music hold little pull for you on the whole; you value things more for how they work than for how they look or sound.
          - listitem:
            - meter "Emotionality"
            - text: Low
            - paragraph: You pay less attention to your inner feelings and seldom express them openly; you tend to take things calmly and think them through plainly.
          - listitem:
            - meter "Adventurousness"
            - text: Low
            - paragraph: "You like routine and the familiar: you stick with what you know in food, places and habits, and you take change best when it comes gradually."
          - listitem:
            - meter "Intellect"
            - text: Low
            - paragraph: You prefer the concrete to the abstract. Puzzles and theories for their own sake hold little appeal, and you like ideas that have a clear use.
          - listitem:
            - meter "Liberalism"
            - text: Average
            - paragraph: You respect some traditions and question others, weighing new ideas about how things should be run against what has served people well.
        - heading "Agreeableness" [level=3]
        - meter "Agreeableness"
        - text: Low
        - list "Agreeableness":
          - listitem:
            - meter "Trust"
            - text: High
            - paragraph: You assume the best of people and believe most of them are honest and mean well; your trust makes others feel welcome and relied upon.
          - listitem:
            - meter "Morality"
            - text: Low
            - paragraph: "You are pragmatic about candour: you see some tact, spin or guardedness as part of getting on, and you keep your cards close when it helps."
          - listitem:
            - meter "Altruism"
            - text: Low
            - paragraph: You expect people to look after themselves and rarely go out of your way to help unless asked; your time and effort go where you choose.
          - listitem:
            - meter "Cooperation"
            - text: Low
            - paragraph: You are ready to confront people and argue your side. You do not back down just to keep the peace, and you can push hard for what you want.
          - listitem:
            - meter "Modesty"
            - text: Low
            - paragraph: You are confident in your abilities and comfortable saying so. You do not hide your strengths, and you are happy to take credit where it is due.
          - listitem:
            - meter "Sympathy"
            - text: Low
            - paragraph: You take a level-headed view of hardship and prefer decisions based on facts to ones swayed by feeling; you stay steady when others are upset.
        - heading "Conscientiousness" [level=3]
        - meter "Conscientiousness"
        - text: Low
        - list "Conscientiousness":
          - listitem:
            - meter "Self-Efficacy"
            - text: High
            - paragraph: You are confident that you can deal with what comes your way. You trust your own competence and take on challenges with a sense of control.
          - listitem:
            - meter "Orderliness"
            - text: Low
            - paragraph: You are relaxed about mess and do not mind some clutter. You work without lists or fixed systems and still find things when you need them.
          - listitem:
            - meter "Dutifulness"
            - text: Low
            - paragraph: "You treat rules and commitments as matters of judgement rather than fixed duties: you keep to them when they make sense and bend them when they do not."
          - listitem:
            - meter "Achievement-Striving"
            - text: Low
            - paragraph: You are content to do enough to get by and feel no need to excel. Work is one part of your life, and you keep plenty of room for other things.
          - listitem:
            - meter "Self-Discipline"
            - text: Average
            - paragraph: You can make yourself do what must be done, though a dull task sometimes waits until a deadline or a burst of energy gets it moving.
          - listitem:
            - meter "Cautiousness"
            - text: Low
            - paragraph: You decide quickly and act on the spur of the moment. You rarely stop to weigh every option, which makes you quick to seize a chance.
      - article "My Personal Map":
        - heading "My Personal Map" [level=2]
        - paragraph: Prepared for Ada Lovelace
        - figure:
          - img "My Personal Map"
        - paragraph: "Welcome, Ada. This map describes five broad traits that researchers use to summarise how people tend to think, feel and act. Each trait is a range, not a box: everyone sits somewhere along it, and every position has its own strengths. Read it as a conversation starter about yourself, not a verdict."
        - heading "Your five traits at a glance" [level=3]
        - list:
          - listitem:
            - strong: Extraversion
            - text: "/: Your score: higher than \\\\d+% of people aged \\\\d+–\\\\d+ \\\\(higher range\\\\)/"
          - listitem:
            - strong: Agreeableness
            - text: "/: Your score: higher than 1% of people aged \\\\d+–\\\\d+ \\\\(lower range\\\\)/"
          - listitem:
            - strong: Conscientiousness
            - text: "/: Your score: higher than 9% of people aged \\\\d+–\\\\d+ \\\\(lower range\\\\)/"
          - listitem:
            - strong: Emotional Stability
            - text: "/: Your score: higher than 9% of people aged \\\\d+–\\\\d+ \\\\(lower range\\\\)/"
          - listitem:
            - strong: Openness to Experience
            - text: "/: Your score: higher than \\\\d+% of people aged \\\\d+–\\\\d+ \\\\(lower range\\\\)/"
        - paragraph: /Each score says what share of people aged \\d+–\\d+ you score higher than, by Johnson's norms for the IPIP-NEO-\\d+ \\(large English-language internet samples\\)\\. Emotional stability is the reverse of neuroticism\\. The middle range is the middle of that group; the lower and higher ranges lie below and above it\\./
        - heading "Energy and people" [level=3]
        - paragraph: "/Extraversion\\\\. Your score: higher than \\\\d+% of people aged \\\\d+–\\\\d+ \\\\(higher range\\\\)/"
        - paragraph: You tend to draw energy from people and activity. You speak up readily, start conversations easily and enjoy being where things are happening. Others often experience you as warm, lively and easy to approach, and you may be the one who gets a group moving.
        - heading "Ideas to try" [level=4]
        - list:
          - listitem: Use your ease with people to introduce others who would benefit from knowing each other.
          - listitem: Leave short pauses in conversations so that quieter people have room to come in.
          - listitem: Plan some quiet recovery time after busy stretches, even when you feel you do not need it.
        - heading "Relating to others" [level=3]
        - paragraph: "/Agreeableness\\\\. Your score: higher than 1% of people aged \\\\d+–\\\\d+ \\\\(lower range\\\\)/"
        - paragraph: You tend to be direct, sceptical and comfortable with disagreement. You are less likely to be swayed by social pressure and more likely to judge an idea on its merits, which makes you valuable whenever someone has to ask the hard question.
        - heading "Ideas to try" [level=4]
        - list:
          - listitem: Add a sentence of appreciation before a critique; it costs little and helps the message land.
          - listitem: Ask one more question about how the other person sees things before you decide.
        - heading "Getting things done" [level=3]
        - paragraph: "/Conscientiousness\\\\. Your score: higher than 9% of people aged \\\\d+–\\\\d+ \\\\(lower range\\\\)/"
        - paragraph: You tend to be spontaneous and flexible, comfortable with loose plans and quick to adapt when things change. Routine may feel dull, and details or deadlines can slip when something more interesting comes along.
        - heading "Ideas to try" [level=4]
        - list:
          - listitem: "Let tools carry the structure for you: one list, calendar reminders and a fixed place for keys and papers."
          - listitem: Break big tasks into a first step small enough to start in five minutes.
          - listitem: Pair up with someone organised on projects that have strict deadlines.
        - heading "Handling pressure" [level=3]
        - paragraph: "/Emotional Stability\\\\. Your score: higher than 9% of people aged \\\\d+–\\\\d+ \\\\(lower range\\\\)/"
        - paragraph: You tend to feel emotions strongly and may worry or feel stressed more readily than others. The same sensitivity often makes you alert to risks and attuned to other people’s moods, which is a real strength in many situations.
        - heading "Ideas to try" [level=4]
        - list:
          - listitem: Name the feeling when it arrives ("I am anxious about tomorrow"); naming it often takes some of its force away.
          - listitem: Plan ahead for situations you know are stressful, and schedule something restoring afterwards.
          - listitem: If worry or low mood starts to get in the way of daily life, talk to a qualified professional.
        - heading "Ideas and imagination" [level=3]
        - paragraph: "/Openness to Experience\\\\. Your score: higher than \\\\d+% of people aged \\\\d+–\\\\d+ \\\\(lower range\\\\)/"
        - paragraph: You tend to prefer the concrete and the proven. You value what works, like clear instructions and practical results, and you are not easily carried away by fashionable ideas. People often appreciate your down-to-earth common sense.
        - heading "Ideas to try" [level=4]
        - list:
          - listitem: When you meet an unfamiliar idea, ask for a concrete example; it is a fair question, not a weakness.
          - listitem: Your plain, clear way of explaining things is a gift to any team; offer it.
        - heading "Putting it together" [level=3]
        - paragraph: "No single trait tells your story; the combination does. You may recognise yourself strongly in some sections and less in others, and that is expected: scores describe tendencies across many situations, and people grow and change. The other Insight guides apply this map to work, sport and relationships."
        - paragraph: /This guide is for information only\\. It is based on your own answers to a public-domain questionnaire \\(the IPIP-NEO-\\d+\\) and describes broad tendencies, not fixed facts about you\\. It is not psychological advice, assessment, diagnosis or treatment\\. If you are finding things hard, please talk to a qualified professional or someone you trust\\./
  `);

  await page.goto('/connections');
  await expect(page.getByText(/You do not have any connections/)).toBeVisible();
  await expectOutline(page);
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - heading "Build My Connections" [level=1]
      - region "My Connections":
        - heading "My Connections" [level=2]
        - 'button "Help: My Connections"'
        - button "Invite Connections"
        - paragraph: You do not have any connections. Click Invite Connections to get started.
      - region "Received Invitations":
        - heading "Received Invitations" [level=2]
        - 'button "Help: Received Invitations"'
        - paragraph: You have no new invitations. Grow your community by clicking Invite Connections!
  `);

  // A dialog is named by its title, and the page behind it is out of reach (inert) while it is open.
  await page.getByRole('button', { name: screenTexts.inviteConnections }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toMatchAriaSnapshot(`
    - dialog "Invite friends to join Insight!":
      - heading "Invite friends to join Insight!" [level=2]
      - button "Close"
      - paragraph: They will get an e-mail with a link to join Insight. Once connected, you decide which of your guides they may read.
      - form "Invite a connection":
        - text: First Name
        - textbox "First Name"
        - text: Last Name
        - textbox "Last Name"
        - text: Email
        - textbox "Email"
        - text: Message (optional)
        - paragraph: A few words of your own for the e-mail.
        - textbox "Message (optional)"
        - button "Privacy Policy"
        - button "Cancel"
        - button "Send" [disabled]
  `);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).not.toHaveValue('');
  await expectOutline(page);
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - heading "Manage Your Insight Account" [level=1]
      - region "Profile Picture":
        - heading "Profile Picture" [level=2]
        - img "Ada Lovelace"
        - button "Choose a profile picture"
        - button "Change Photo"
        - alert
        - paragraph: A jpg or png file of 1 MB or less.
      - form "Profile":
        - group "Personal":
          - text: Personal First Name
          - textbox "First Name": Ada
          - text: Last Name
          - textbox "Last Name": Lovelace
          - radiogroup "Preferred Pronoun":
            - radio "He/him"
            - text: He/him
            - radio "She/her" [checked]
            - text: She/her
        - group "Email and Password":
          - text: Email and Password Email
          - textbox "Email": /ada-\\d+-[a-z0-9]+@example\\.com/
          - text: New Password
          - paragraph: Leave blank to keep your current password.
          - textbox "New Password"
          - text: Confirm Password
          - textbox "Confirm Password"
        - button "Update"
        - button "Cancel"
      - region "Sign out everywhere":
        - heading "Sign out everywhere" [level=2]
        - paragraph: Ends every session of your account, on every device, this one included.
        - button "Sign out everywhere"
      - region "Appearance":
        - heading "Appearance" [level=2]
        - radiogroup "Theme":
          - paragraph: System follows the setting of this device. Your choice is kept on this device.
          - radio "System" [checked]
          - text: System
          - radio "Light"
          - text: Light
          - radio "Dark"
          - text: Dark
      - region "Your data":
        - heading "Your data" [level=2]
        - paragraph: "One file (JSON) with everything Insight keeps about you: your profile, your answers and scores, your purchases and guides, your connections and what you share, and the emails we sent you."
        - button "Download my data"
        - paragraph: Removes your account and everything in it. This cannot be undone.
        - button "Delete my account"
  `);
});
