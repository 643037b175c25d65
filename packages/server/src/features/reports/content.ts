/**
 * The guides' text, chosen by score band for each trait a guide draws on, and the renderer that
 * turns a guide and a person's scores into HTML. Written for information only: the guides describe
 * tendencies from a questionnaire, never a diagnosis, and say so (SPEC §1, terms of service).
 *
 * Bands come from `band()` in ../survey/ipip.ts (≤ 23 low, 24–36 middle, ≥ 37 high on 10–50);
 * they are reading aids, not norms (the IPIP publishes none).
 */
import {
  band,
  IPIP_FACTOR_LABELS,
  SCORE_MAX,
  type IpipFactor,
  type IpipScores,
  type ScoreBand,
} from '../survey/ipip.js';
import { seedItemByReportId } from '../catalog/seed.js';

export interface BandText {
  /** One paragraph: what this band tends to mean in the guide's area. */
  text: string;
  /** Two or three concrete suggestions. */
  tips: readonly string[];
}

export interface GuideSection {
  trait: IpipFactor;
  heading: string;
  bands: Record<ScoreBand, BandText>;
}

export interface GuideContent {
  /** Equals the catalogue item's reportId. */
  reportId: number;
  /** A stable name for styling and tests. */
  slug: string;
  title: string;
  /** Opening paragraph; `{firstName}` is replaced (escaped) with the person's first name. */
  intro: string;
  sections: readonly GuideSection[];
  /** Closing paragraph before the disclaimer. */
  closing: string;
  /** Whether the guide opens with a list of all five scores (the personal map). */
  showScoreSummary?: boolean;
}

export const BAND_LABELS: Record<ScoreBand, string> = {
  low: 'lower range',
  middle: 'middle range',
  high: 'higher range',
};

export const DISCLAIMER =
  'This guide is for information only. It is based on your own answers to a public-domain questionnaire ' +
  '(the IPIP Big-Five Factor Markers) and describes broad tendencies, not fixed facts about you. It is not ' +
  'psychological advice, assessment, diagnosis or treatment. If you are finding things hard, please talk to a ' +
  'qualified professional or someone you trust.';

// ---------------------------------------------------------------------------------------------
// My Personal Map: all five traits
// ---------------------------------------------------------------------------------------------

const personalMap: GuideContent = {
  reportId: 1,
  slug: 'personal-map',
  title: 'My Personal Map',
  showScoreSummary: true,
  intro:
    'Welcome, {firstName}. This map describes five broad traits that researchers use to summarise how people ' +
    'tend to think, feel and act. Each trait is a range, not a box: everyone sits somewhere along it, and every ' +
    'position has its own strengths. Read it as a conversation starter about yourself, not a verdict.',
  sections: [
    {
      trait: 'extraversion',
      heading: 'Energy and people',
      bands: {
        high: {
          text:
            'You tend to draw energy from people and activity. You speak up readily, start conversations easily and ' +
            'enjoy being where things are happening. Others often experience you as warm, lively and easy to ' +
            'approach, and you may be the one who gets a group moving.',
          tips: [
            'Use your ease with people to introduce others who would benefit from knowing each other.',
            'Leave short pauses in conversations so that quieter people have room to come in.',
            'Plan some quiet recovery time after busy stretches, even when you feel you do not need it.',
          ],
        },
        middle: {
          text:
            'You move comfortably between company and solitude. You can enjoy a lively evening and a quiet one, and ' +
            'you tend to adjust to the room rather than dominate it. This flexibility, sometimes called ambiversion, ' +
            'lets you connect with both talkative and reserved people.',
          tips: [
            'Notice which settings leave you energised and which leave you drained, and plan your week with both in mind.',
            'When a group needs someone to break the silence, remember that you can.',
          ],
        },
        low: {
          text:
            'You tend to be reserved, preferring smaller groups, deeper conversations and time to think before you ' +
            'speak. Quiet is not the same as shy: many people in this range are confident, simply selective about ' +
            'where they spend their social energy. People often value your focus and your careful listening.',
          tips: [
            'Prepare one or two points before a meeting so your ideas are heard early.',
            'Choose one-to-one conversations for the things that matter most to you.',
            'Protect the quiet time you recharge in; it is part of doing your best, not a luxury.',
          ],
        },
      },
    },
    {
      trait: 'agreeableness',
      heading: 'Relating to others',
      bands: {
        high: {
          text:
            'You care about how others feel and tend to put cooperation ahead of competition. People probably see ' +
            'you as considerate, trusting and generous with your time, and they may turn to you when they need to be ' +
            'heard.',
          tips: [
            'Kindness includes kindness to yourself: it is fine to decline requests that stretch you too thin.',
            'When you disagree, say so early and gently; your warmth makes honest words easier to hear.',
          ],
        },
        middle: {
          text:
            'You balance concern for others with a clear sense of your own interests. You can be warm and helpful, ' +
            'and you can also hold a firm line when something matters. Most people find you fair.',
          tips: [
            'Before a difficult conversation, decide which point you will not give up and where you are happy to bend.',
            'Let people know when you appreciate them; it is easy to assume they already know.',
          ],
        },
        low: {
          text:
            'You tend to be direct, sceptical and comfortable with disagreement. You are less likely to be swayed by ' +
            'social pressure and more likely to judge an idea on its merits, which makes you valuable whenever ' +
            'someone has to ask the hard question.',
          tips: [
            'Add a sentence of appreciation before a critique; it costs little and helps the message land.',
            'Ask one more question about how the other person sees things before you decide.',
          ],
        },
      },
    },
    {
      trait: 'conscientiousness',
      heading: 'Getting things done',
      bands: {
        high: {
          text:
            'You tend to be organised, reliable and prepared. You like order, pay attention to details and finish ' +
            'what you start. People can count on you, and you probably feel most at ease when you have a plan.',
          tips: [
            'Allow "good enough" for low-stakes tasks, and save your full care for what really matters.',
            'Build a little slack into your plans so that surprises do not feel like failures.',
          ],
        },
        middle: {
          text:
            'You can be organised and thorough when it matters, and relaxed when it does not. You probably keep ' +
            'your important commitments while leaving room for spontaneity.',
          tips: [
            'Pick the two or three areas where structure pays off most for you, and keep a simple system there.',
            'Write tomorrow’s first task down before you stop for the day.',
          ],
        },
        low: {
          text:
            'You tend to be spontaneous and flexible, comfortable with loose plans and quick to adapt when things ' +
            'change. Routine may feel dull, and details or deadlines can slip when something more interesting ' +
            'comes along.',
          tips: [
            'Let tools carry the structure for you: one list, calendar reminders and a fixed place for keys and papers.',
            'Break big tasks into a first step small enough to start in five minutes.',
            'Pair up with someone organised on projects that have strict deadlines.',
          ],
        },
      },
    },
    {
      trait: 'emotionalStability',
      heading: 'Handling pressure',
      bands: {
        high: {
          text:
            'You tend to stay calm under pressure and recover quickly from setbacks. Worry rarely takes hold of you ' +
            'for long, and your steadiness can reassure the people around you when things go wrong.',
          tips: [
            'Others may not share your calm: acknowledge their stress before offering solutions.',
            'Calm is not the same as rested; keep an eye on sleep and workload even when you feel fine.',
          ],
        },
        middle: {
          text:
            'You are generally steady, though stress can build up when demands pile up or when something matters ' +
            'a great deal to you. You usually find your balance again with a little time.',
          tips: [
            'Learn your early signals of strain, such as poor sleep or a short temper, and act on them early.',
            'Keep one or two reliable routines, like a walk or a regular call with a friend, that help you reset.',
          ],
        },
        low: {
          text:
            'You tend to feel emotions strongly and may worry or feel stressed more readily than others. The same ' +
            'sensitivity often makes you alert to risks and attuned to other people’s moods, which is a real ' +
            'strength in many situations.',
          tips: [
            'Name the feeling when it arrives ("I am anxious about tomorrow"); naming it often takes some of its force away.',
            'Plan ahead for situations you know are stressful, and schedule something restoring afterwards.',
            'If worry or low mood starts to get in the way of daily life, talk to a qualified professional.',
          ],
        },
      },
    },
    {
      trait: 'intellect',
      heading: 'Ideas and imagination',
      bands: {
        high: {
          text:
            'You tend to be curious and imaginative. You enjoy ideas for their own sake, pick up new concepts ' +
            'quickly and are rarely short of suggestions. Abstract questions interest rather than tire you.',
          tips: [
            'Keep a notebook for ideas, then choose one at a time to see through.',
            'Translate your ideas into plain words and a concrete example when you share them.',
          ],
        },
        middle: {
          text:
            'You combine curiosity with practicality. You like new ideas, especially when you can see how they would ' +
            'be used, and you are comfortable with both the abstract and the hands-on.',
          tips: [
            'Set aside a little time each month to explore a topic simply because it interests you.',
            'Your ability to connect ideas with practice makes you a good bridge between dreamers and doers.',
          ],
        },
        low: {
          text:
            'You tend to prefer the concrete and the proven. You value what works, like clear instructions and ' +
            'practical results, and you are not easily carried away by fashionable ideas. People often appreciate ' +
            'your down-to-earth common sense.',
          tips: [
            'When you meet an unfamiliar idea, ask for a concrete example; it is a fair question, not a weakness.',
            'Your plain, clear way of explaining things is a gift to any team; offer it.',
          ],
        },
      },
    },
  ],
  closing:
    'No single trait tells your story; the combination does. You may recognise yourself strongly in some ' +
    'sections and less in others, and that is expected: scores describe tendencies across many situations, and ' +
    'people grow and change. The other Insight guides apply this map to work, sport and relationships.',
};

// ---------------------------------------------------------------------------------------------
// Career
// ---------------------------------------------------------------------------------------------

const careerStrengths: GuideContent = {
  reportId: 2,
  slug: 'career-strengths',
  title: 'Career Strengths',
  intro:
    '{firstName}, this guide looks at three traits that shape how people tend to work: how they organise ' +
    'themselves, how much they seek out people, and how they engage with new ideas. Use it to name your ' +
    'strengths, choose settings that suit you and plan around the parts of work that cost you more energy.',
  sections: [
    {
      trait: 'conscientiousness',
      heading: 'How you organise your work',
      bands: {
        high: {
          text:
            'Your profile suggests dependability and care. You are likely to plan ahead, meet deadlines and notice ' +
            'details that others miss. Roles with clear standards, such as operations, finance, quality, project ' +
            'delivery or any craft where precision matters, tend to reward this.',
          tips: [
            'Name "reliable delivery" as a strength in reviews and interviews, with an example of a deadline you met.',
            'Agree with your manager which tasks need perfection and which need speed.',
          ],
        },
        middle: {
          text:
            'You can be structured when the work calls for it and flexible when it does not. This suits varied ' +
            'roles that mix planned work with the unexpected, such as coordination, client work or general management.',
          tips: [
            'Use a simple weekly plan for the commitments others depend on, and keep the rest of your time open.',
            'Notice the tasks you postpone most; they are good candidates for a fixed slot in your calendar.',
          ],
        },
        low: {
          text:
            'You tend to work best with variety, improvisation and room to change course. Fast-moving settings such ' +
            'as start-ups, events, sales, creative work or emergency response often suit this better than ' +
            'roles built on routine.',
          tips: [
            'Keep one trusted list of commitments and review it at the same time every day.',
            'Work with colleagues who enjoy follow-through, and offer your adaptability in return.',
            'Ask for deadlines to be written down; it makes them easier to keep.',
          ],
        },
      },
    },
    {
      trait: 'extraversion',
      heading: 'How you work with people',
      bands: {
        high: {
          text:
            'You are likely to gain energy from contact with colleagues, clients and audiences. Roles with plenty ' +
            'of interaction, such as sales, teaching, consulting, hospitality or team leadership, tend to play to ' +
            'this strength.',
          tips: [
            'Volunteer for presentations, workshops or client meetings that give your energy an outlet.',
            'Protect blocks of focused time for the solitary parts of your job, and keep them short.',
          ],
        },
        middle: {
          text:
            'You can work well both in a team and alone. You are likely to enjoy collaboration in doses and value ' +
            'time to concentrate, which fits most mixed roles.',
          tips: [
            'Arrange your day so that meetings come in clusters and focused work gets its own uninterrupted time.',
            'Offer to be the link between a talkative team and a quieter one; you understand both.',
          ],
        },
        low: {
          text:
            'You are likely to do your best work with time to concentrate and fewer interruptions. Research, ' +
            'analysis, writing, engineering, design and skilled trades often reward deep focus.',
          tips: [
            'Share your work in writing when you can; it lets your thinking speak for you.',
            'Ask for agendas ahead of meetings so you can prepare your contribution.',
          ],
        },
      },
    },
    {
      trait: 'intellect',
      heading: 'How you take to new ideas',
      bands: {
        high: {
          text:
            'You are likely to enjoy learning, complex problems and work that changes. Strategy, research, design, ' +
            'product development and any role that asks "what if?" tend to keep you engaged.',
          tips: [
            'Ask for stretch assignments that involve a new problem or skill.',
            'Pair your ideas with a first practical step, so others can say yes to them.',
          ],
        },
        middle: {
          text:
            'You are likely to welcome new ideas when they have a clear use. You can learn new methods readily and ' +
            'you also value proven ways of working.',
          tips: [
            'Take on one improvement project a year in an area you know well; you will see what is worth changing.',
            'Explain new approaches to colleagues in practical terms; you are well placed to do it.',
          ],
        },
        low: {
          text:
            'You are likely to prefer clear, practical work with tangible results. You can be a steady hand in ' +
            'teams that chase every new idea, and you often see quickly what will not work in practice.',
          tips: [
            'When change comes, ask for the reason and a concrete example; it helps you judge it fairly.',
            'Name practical judgement and consistency as strengths in reviews and interviews.',
          ],
        },
      },
    },
  ],
  closing:
    'Strengths grow with use. Choose one suggestion from this guide and try it for the next two weeks, then ' +
    'notice what changes in your energy and your results. The best career fit is usually a setting that lets ' +
    'you use your strengths most days, not a perfect match on every trait.',
};

const leadershipStyle: GuideContent = {
  reportId: 3,
  slug: 'leadership-style',
  title: 'Leadership Style',
  intro:
    'Leadership is not one personality type, {firstName}. Effective leaders come in every profile; what they ' +
    'share is that they know their natural style and round it out on purpose. This guide describes your likely ' +
    'style in four areas: presence, people, pressure and follow-through.',
  sections: [
    {
      trait: 'extraversion',
      heading: 'Presence and direction',
      bands: {
        high: {
          text:
            'You are likely to lead from the front: visible, energetic and quick to rally people around a goal. ' +
            'Teams often find your enthusiasm motivating, especially at the start of something new.',
          tips: [
            'Speak last in some discussions; your team will tell you more when you have not already set the tone.',
            'Check in one to one with quieter team members, who may not compete for airtime.',
          ],
        },
        middle: {
          text:
            'You are likely to adapt your presence to the moment: stepping forward when a group needs a voice and ' +
            'stepping back to let others lead when that serves the team better.',
          tips: [
            'Decide before each meeting whether your role is to lead the discussion or to draw others out.',
            'Make your expectations explicit; an adaptable style can leave people guessing what you want.',
          ],
        },
        low: {
          text:
            'You are likely to lead quietly, through preparation, example and careful listening. Research on ' +
            'leadership suggests that reserved leaders often do especially well with proactive teams, because ' +
            'they make room for others’ initiative.',
          tips: [
            'Share the direction clearly and repeat it; people cannot follow a plan they have not heard.',
            'Use written updates to keep your visibility without spending energy you need elsewhere.',
          ],
        },
      },
    },
    {
      trait: 'agreeableness',
      heading: 'People and conflict',
      bands: {
        high: {
          text:
            'You are likely to lead with empathy: people feel heard, and you build trust and loyalty. The challenge ' +
            'can be delivering unwelcome news or holding people to account when it may disappoint them.',
          tips: [
            'Frame accountability as care: clear expectations are kinder than vague ones.',
            'Prepare difficult conversations with two sentences you will say, whatever the reaction.',
          ],
        },
        middle: {
          text:
            'You are likely to balance warmth with firmness, supporting people while keeping an eye on results. ' +
            'Teams often experience this as fair.',
          tips: [
            'Explain the reasons behind firm decisions; it keeps trust when people disagree.',
            'Celebrate progress in public and give correction in private.',
          ],
        },
        low: {
          text:
            'You are likely to lead with candour and a focus on results. You make tough calls, challenge weak ideas ' +
            'and do not avoid conflict, which teams in difficult situations often need.',
          tips: [
            'Ask "what do you need from me?" in one-to-ones; it signals care without softening your standards.',
            'Acknowledge effort before you assess the outcome.',
          ],
        },
      },
    },
    {
      trait: 'emotionalStability',
      heading: 'Steadiness under pressure',
      bands: {
        high: {
          text:
            'You are likely to remain composed when plans fail, which steadies your team. People tend to look to ' +
            'you in a crisis.',
          tips: [
            'Show that you take problems seriously, so that your calm is not mistaken for indifference.',
            'Ask how the team is coping; they may be feeling pressure that you do not.',
          ],
        },
        middle: {
          text:
            'You are likely to stay steady in most situations, though sustained pressure can wear on you. Knowing ' +
            'your limits helps you lead for the long run.',
          tips: [
            'Plan recovery after intense periods, for yourself and for the team.',
            'Name the pressure openly; it helps everyone deal with it together.',
          ],
        },
        low: {
          text:
            'You are likely to feel the weight of responsibility keenly. That sensitivity often makes you ' +
            'alert to risks early and attentive to how people are doing, both of which good leadership needs.',
          tips: [
            'Pause before responding to bad news; a short walk or an overnight delay can change the decision.',
            'Build a small circle of peers or mentors you can think out loud with.',
          ],
        },
      },
    },
    {
      trait: 'conscientiousness',
      heading: 'Follow-through',
      bands: {
        high: {
          text:
            'You are likely to set high standards and make sure commitments are met. Teams know what is expected ' +
            'and can rely on your planning.',
          tips: [
            'Delegate whole outcomes, not only tasks, and resist the urge to redo work your way.',
            'Leave room for experiments that may fail; they are how teams learn.',
          ],
        },
        middle: {
          text:
            'You are likely to keep the important things on track while tolerating some looseness elsewhere, ' +
            'which gives your team room to work in their own way.',
          tips: [
            'Agree together on the few standards that are non-negotiable.',
            'Use a short, regular review so that small slips do not become large ones.',
          ],
        },
        low: {
          text:
            'You are likely to lead through vision and adaptability more than through process. Teams often enjoy ' +
            'the freedom, though they may need more structure than you naturally provide.',
          tips: [
            'Appoint someone who loves process to run the plan, and back them visibly.',
            'End every meeting with who does what by when, written down.',
          ],
        },
      },
    },
  ],
  closing:
    'Your natural style is a starting point, not a limit. Pick the section where a suggestion felt most useful, ' +
    'try it for a month, and ask someone you lead what they noticed. Good leaders keep learning about their ' +
    'effect on others.',
};

// ---------------------------------------------------------------------------------------------
// Sports
// ---------------------------------------------------------------------------------------------

const trainingMotivation: GuideContent = {
  reportId: 4,
  slug: 'training-motivation',
  title: 'Training Motivation',
  intro:
    '{firstName}, motivation is not a fixed amount you either have or lack; it depends a lot on whether your ' +
    'routine fits the way you are. This guide looks at three traits that shape how people start, keep and ' +
    'restart training, and suggests a plan that works with your profile rather than against it.',
  sections: [
    {
      trait: 'conscientiousness',
      heading: 'Structure and routine',
      bands: {
        high: {
          text:
            'You are likely to thrive on a plan. Scheduled sessions, progress logs and clear targets keep you ' +
            'going, and you rarely skip a session you have committed to.',
          tips: [
            'Write a training plan in blocks of four to six weeks with a measurable goal for each.',
            'Schedule rest days as firmly as training days; overtraining is a real risk for dedicated people.',
          ],
        },
        middle: {
          text:
            'You are likely to keep a routine when it is simple and realistic, and to drift when life gets busy. ' +
            'A light structure probably works better for you than a rigid one.',
          tips: [
            'Commit to a minimum: for example two sessions a week, whatever happens, and count anything more as a bonus.',
            'Put your kit out the night before; lowering the effort to start is half the battle.',
          ],
        },
        low: {
          text:
            'You are likely to train best when it feels fresh. Rigid schedules may feel like a chore, while ' +
            'variety, play and spontaneity keep you coming back.',
          tips: [
            'Rotate between two or three activities you enjoy instead of forcing one routine.',
            'Use external cues such as a class time, a training partner or an app reminder to carry the structure for you.',
            'Track sessions with a simple tick on a calendar; an unbroken chain becomes its own motivation.',
          ],
        },
      },
    },
    {
      trait: 'extraversion',
      heading: 'Company or solitude',
      bands: {
        high: {
          text:
            'You are likely to be energised by training with others. Group classes, clubs, running groups and ' +
            'friendly competition can make sessions feel like a highlight rather than an obligation.',
          tips: [
            'Join a club or regular group session; social commitment is a strong motivator for you.',
            'Use music or upbeat environments for sessions you have to do alone.',
          ],
        },
        middle: {
          text:
            'You are likely to enjoy a mix: some sessions with others for energy and some alone for focus or ' +
            'headspace.',
          tips: [
            'Plan one social session a week and keep the rest flexible.',
            'Use solo sessions for technique or recovery work that benefits from concentration.',
          ],
        },
        low: {
          text:
            'You are likely to value training as personal time: a run alone, a swim or a home session can be ' +
            'restoring as well as physical. Crowded gyms may be more draining than motivating.',
          tips: [
            'Choose quieter times or places to train, and treat the session as time for yourself.',
            'If you want accountability, one training partner usually suits you better than a big group.',
          ],
        },
      },
    },
    {
      trait: 'emotionalStability',
      heading: 'Setbacks and self-talk',
      bands: {
        high: {
          text:
            'You are likely to take missed sessions, plateaus and bad days in your stride and simply carry on. ' +
            'This makes long-term consistency easier for you.',
          tips: [
            'Use your steadiness to set ambitious but realistic goals, such as an event a few months away.',
            'Listen to your body; calm people sometimes push through signals that deserve attention.',
          ],
        },
        middle: {
          text:
            'You are likely to bounce back from most setbacks, though a run of missed sessions or an injury can ' +
            'dent your motivation for a while.',
          tips: [
            'Have a "restart plan": a short, easy session you return to after any break.',
            'Measure progress over months, not days; a single bad session means very little.',
          ],
        },
        low: {
          text:
            'You are likely to feel setbacks keenly, and self-criticism after a missed session can make it harder ' +
            'to start again. On the positive side, training can be a powerful way to ease stress for you.',
          tips: [
            'Speak to yourself as a good coach would: name what went well before what went wrong.',
            'Notice how you feel after training and write it down; it is a reminder on the days you do not want to go.',
            'Choose goals you control, like sessions completed, rather than outcomes you do not, like race times.',
          ],
        },
      },
    },
  ],
  closing:
    'The best training plan is the one you keep. Start with the suggestion that felt easiest, hold it for three ' +
    'weeks and build from there. If you have a health condition or are new to exercise, check with a doctor ' +
    'or a qualified coach before a big change in training.',
};

const teamSportsFit: GuideContent = {
  reportId: 5,
  slug: 'team-sports-fit',
  title: 'Team Sports Fit',
  intro:
    'Every good team needs a mix of people, {firstName}. This guide describes the role you are likely to ' +
    'take naturally in a team sport, how you tend to communicate, and how you respond to the pressure of a ' +
    'close game, with ideas to make the most of each.',
  sections: [
    {
      trait: 'extraversion',
      heading: 'Your voice on the field',
      bands: {
        high: {
          text:
            'You are likely to be vocal and visible: calling for the ball, encouraging teammates and lifting the ' +
            'energy in the dressing room. Captains and organisers often come from this range.',
          tips: [
            'Make your talk specific ("mark number nine", "two minutes left") as well as encouraging.',
            'Notice teammates who go quiet when things go badly, and bring them back in.',
          ],
        },
        middle: {
          text:
            'You are likely to speak up when needed and otherwise let your play do the talking. You can fit ' +
            'into most team cultures.',
          tips: [
            'Agree with your team on a few short calls you will always use.',
            'Step up to speak in the moments that matter, such as a restart or a substitution.',
          ],
        },
        low: {
          text:
            'You are likely to lead by example: reliable positioning, hard work and calm play. Teammates often ' +
            'value quiet players who keep their head and do their job.',
          tips: [
            'Use a few clear, agreed signals; communication on the field does not have to be loud.',
            'Share your observations with the coach after the game; you often see things others miss.',
          ],
        },
      },
    },
    {
      trait: 'agreeableness',
      heading: 'Team spirit and competition',
      bands: {
        high: {
          text:
            'You are likely to be a supportive teammate who puts the team first, shares the ball and picks others ' +
            'up after mistakes. The team atmosphere probably matters a lot to your enjoyment.',
          tips: [
            'Competitive edge and kindness can live together; allow yourself to want to win.',
            'Use your empathy to help new players settle in.',
          ],
        },
        middle: {
          text:
            'You are likely to combine team-mindedness with a healthy competitive streak, cooperating with ' +
            'teammates while wanting to win your own contests on the field.',
          tips: [
            'Set both a personal and a team goal for each season.',
            'When teammates clash, you are often well placed to help find the middle ground.',
          ],
        },
        low: {
          text:
            'You are likely to be strongly competitive and direct, demanding high standards from yourself and ' +
            'your teammates. That drive can lift a team, and it works best when others see it is for the team.',
          tips: [
            'Pair every criticism of a teammate with a concrete suggestion, and keep it for after the game.',
            'Channel your edge towards the opponent and the scoreboard, not the referee.',
          ],
        },
      },
    },
    {
      trait: 'emotionalStability',
      heading: 'Pressure and mistakes',
      bands: {
        high: {
          text:
            'You are likely to stay composed in tight games and shrug off mistakes quickly. Penalty takers, ' +
            'finishers and last-minute decision makers often need exactly that.',
          tips: [
            'Offer to take on high-pressure moments, such as set pieces or closing out a game.',
            'Help teammates reset after errors with a simple, calm word.',
          ],
        },
        middle: {
          text:
            'You are likely to handle most pressure well, though a bad mistake or a hostile crowd may unsettle you ' +
            'for a few minutes.',
          tips: [
            'Build a short reset routine, such as a breath, a word and a glance at your position, to use after a mistake.',
            'Focus on the next action, not the last one.',
          ],
        },
        low: {
          text:
            'You are likely to feel the pressure of big moments intensely and may replay mistakes. The same ' +
            'intensity often shows as total commitment to the team.',
          tips: [
            'Prepare a pre-game routine you follow every time; familiarity calms the nerves.',
            'Agree with a teammate or coach on a phrase that means "let it go, next play".',
            'Remember that nerves before a game are normal, and often a sign that you care.',
          ],
        },
      },
    },
  ],
  closing:
    'There is no ideal personality for a team sport, only a team that uses its mix well. Share this guide with ' +
    'your coach or teammates if you like, and ask them how they see your role; their view is the best test of ' +
    'what you read here.',
};

// ---------------------------------------------------------------------------------------------
// Personal
// ---------------------------------------------------------------------------------------------

const relationshipsCommunication: GuideContent = {
  reportId: 6,
  slug: 'relationships-communication',
  title: 'Relationships & Communication',
  intro:
    '{firstName}, the way we connect with others is shaped by many things, and personality is one of them. This ' +
    'guide describes your likely style in three areas: how you open up, how you care and disagree, and how you ' +
    'react when emotions run high. Every style can build close, lasting relationships.',
  sections: [
    {
      trait: 'extraversion',
      heading: 'Opening up and staying in touch',
      bands: {
        high: {
          text:
            'You are likely to make connections easily, enjoy a wide circle and keep in touch often. You probably ' +
            'share your thoughts readily and prefer talking things through.',
          tips: [
            'Make deliberate time for depth with the few people closest to you, not only breadth.',
            'Check that quieter friends or partners have had their say before moving on.',
          ],
        },
        middle: {
          text:
            'You are likely to enjoy company and solitude in similar measure, with a circle of friends of ' +
            'different kinds and a few close ones.',
          tips: [
            'Tell the people close to you when you need company and when you need space; it helps them read you.',
            'Invest in one friendship this month with an unprompted call or message.',
          ],
        },
        low: {
          text:
            'You are likely to prefer a few close relationships to a wide circle, and to open up gradually. The ' +
            'people you let in usually find you loyal and attentive.',
          tips: [
            'Let new friends know that you take time to open up, so they do not read quiet as distance.',
            'If talking is hard, share in other ways: a message, a letter or doing something together.',
          ],
        },
      },
    },
    {
      trait: 'agreeableness',
      heading: 'Caring and disagreeing',
      bands: {
        high: {
          text:
            'You are likely to be caring, patient and forgiving, and to work hard to keep the peace. The risk is ' +
            'swallowing your own needs to avoid conflict, which can build quiet resentment over time.',
          tips: [
            'Practise saying what you need in one simple sentence: "I would like…".',
            'Remember that a respectful disagreement can bring people closer.',
          ],
        },
        middle: {
          text:
            'You are likely to be warm and supportive while still able to stand your ground. You can usually ' +
            'disagree without damaging the relationship.',
          tips: [
            'In a disagreement, repeat back what you heard before you answer; it lowers the temperature.',
            'Notice which relationships you give more to than you receive, and talk about it.',
          ],
        },
        low: {
          text:
            'You are likely to be honest and straightforward, saying what you think rather than what people want to ' +
            'hear. Those close to you can trust your word, though directness may sometimes feel blunt to them.',
          tips: [
            'Start with what you value in the other person before raising a problem.',
            'Ask "do you want advice or do you want me to listen?" when someone shares a difficulty.',
          ],
        },
      },
    },
    {
      trait: 'emotionalStability',
      heading: 'When emotions run high',
      bands: {
        high: {
          text:
            'You are likely to stay even-tempered in arguments and to recover quickly afterwards. People often find ' +
            'you a steadying presence, though they may sometimes wish you showed more of what you feel.',
          tips: [
            'Say how something affects you, even when you feel calm about it; it helps others feel met.',
            'Give people time to settle; not everyone recovers as quickly as you.',
          ],
        },
        middle: {
          text:
            'You are likely to stay calm in most disagreements, though strain builds when stress comes from ' +
            'several directions at once.',
          tips: [
            'Agree with the people close to you that either of you can ask for a pause in a heated conversation.',
            'Choose a calm moment, not the middle of a row, to raise important topics.',
          ],
        },
        low: {
          text:
            'You are likely to feel conflicts deeply and to worry about relationships. The same sensitivity ' +
            'usually makes you caring and quick to notice how others feel.',
          tips: [
            'Take a short break when you feel overwhelmed, and say when you will come back to the conversation.',
            'Write your thoughts down before a difficult talk; it helps you say what you mean.',
            'Lean on people you trust, and seek professional support if worries about relationships weigh on you.',
          ],
        },
      },
    },
  ],
  closing:
    'Relationships are built from both sides. If you share this guide with someone close to you, read theirs ' +
    'too: differences in style are rarely about who is right, and often about what each person needs to feel ' +
    'heard.',
};

const stressResilience: GuideContent = {
  reportId: 7,
  slug: 'stress-resilience',
  title: 'Stress & Resilience',
  intro:
    '{firstName}, everyone meets pressure; people differ in how it feels and what helps them recover. This ' +
    'guide describes how stress is likely to show up for you and which everyday habits tend to help someone ' +
    'with your profile. It is general information, not a treatment plan.',
  sections: [
    {
      trait: 'emotionalStability',
      heading: 'How pressure feels to you',
      bands: {
        high: {
          text:
            'You are likely to meet pressure with calm and to bounce back quickly. Stress may build unnoticed, ' +
            'showing first in your body, for example as poor sleep or tension, rather than in your mood.',
          tips: [
            'Check in with yourself weekly: how are sleep, energy and appetite?',
            'Keep healthy habits during calm periods so they are there when pressure comes.',
          ],
        },
        middle: {
          text:
            'You are likely to cope well with everyday pressure, and to feel strain when demands stay high for ' +
            'weeks or come from several places at once.',
          tips: [
            'Spot your early warning signs, such as irritability or trouble switching off, and ease off when you see them.',
            'Keep at least one daily moment with no demands on you, even if it is ten minutes.',
          ],
        },
        low: {
          text:
            'You are likely to feel stress and worry more readily and more intensely than many people. That is not ' +
            'a weakness: it is a sensitivity, and there are many proven, everyday ways to take care of it.',
          tips: [
            'Try slow breathing when worry rises: breathe out a little longer than you breathe in, for a few minutes.',
            'Set aside a short "worry time" each day to write concerns down, and remind yourself of it when worries come at other times.',
            'If stress or low mood persists or affects daily life, please reach out to a doctor or a qualified professional.',
          ],
        },
      },
    },
    {
      trait: 'conscientiousness',
      heading: 'Routines that protect you',
      bands: {
        high: {
          text:
            'You are likely to cope by planning and organising, which often works well. Under strain, though, high ' +
            'standards can turn into pressure of their own.',
          tips: [
            'Decide in advance what "good enough" looks like for this week.',
            'Put rest and leisure in your calendar; planned recovery suits you.',
          ],
        },
        middle: {
          text:
            'You are likely to keep helpful routines when life is steady and to let them slip when it is not, just ' +
            'when they would help most.',
          tips: [
            'Choose two anchor habits, such as a regular bedtime and a daily walk, and keep them even in busy weeks.',
            'Make lists when your head feels full; writing things down frees up attention.',
          ],
        },
        low: {
          text:
            'You are likely to handle stress flexibly, though a lack of routine can let small tasks pile up until ' +
            'they become a source of pressure themselves.',
          tips: [
            'Use a "two-minute rule": if a task takes less than two minutes, do it now.',
            'Keep one simple daily routine, like waking at the same time, as a foundation.',
          ],
        },
      },
    },
    {
      trait: 'extraversion',
      heading: 'How you recharge',
      bands: {
        high: {
          text:
            'You are likely to recover best through people and activity: talking things over, seeing friends, ' +
            'moving your body. Isolation tends to make stress worse for you.',
          tips: [
            'When stressed, reach out instead of withdrawing: a call or a walk with a friend.',
            'Mix in some calm activities too, so that recovery is not only more stimulation.',
          ],
        },
        middle: {
          text: 'You are likely to recharge in different ways at different times: sometimes with people, sometimes alone.',
          tips: [
            'Ask yourself, "do I need company or quiet right now?" and act on the answer.',
            'Keep both options easy to reach: a friend to call and a quiet place to go.',
          ],
        },
        low: {
          text:
            'You are likely to recover best through quiet time: reading, nature, a hobby or simply being alone for ' +
            'a while. Busy social settings may add to stress rather than relieve it.',
          tips: [
            'Protect regular time alone, and let people know it is how you recharge.',
            'Keep one or two trusted people you can talk to when solitude is not enough.',
          ],
        },
      },
    },
  ],
  closing:
    'Resilience is not about never struggling; it is about recovering, and it can be practised. Choose one ' +
    'habit from this guide, keep it for a few weeks and notice what changes. And if things feel too heavy, ' +
    'reaching out for support is a sign of strength.',
};

export const GUIDES: readonly GuideContent[] = [
  personalMap,
  careerStrengths,
  leadershipStyle,
  trainingMotivation,
  teamSportsFit,
  relationshipsCommunication,
  stressResilience,
];

export function guideByReportId(reportId: number): GuideContent | undefined {
  return GUIDES.find((guide) => guide.reportId === reportId);
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Where the catalogue images are served. */
export const CATALOG_ASSET_PATH = '/assets/catalog/';

export interface GuidePerson {
  firstName: string;
  lastName: string;
}

function fill(template: string, person: GuidePerson): string {
  const firstName = person.firstName.trim() || 'there';
  return escapeHtml(template).replaceAll('{firstName}', escapeHtml(firstName));
}

function scoreLine(score: number, level: ScoreBand): string {
  return `Your score: ${escapeHtml(score)} of ${SCORE_MAX} (${escapeHtml(BAND_LABELS[level])})`;
}

/**
 * The guide as HTML for this person and these scores: a title, the person's name, the guide's
 * image, an introduction, one section per trait with the text of the person's band and a list
 * of suggestions, a closing paragraph and the information-only disclaimer. Every interpolated
 * value is HTML-escaped (the author's texts too).
 */
export function renderGuideHtml(guide: GuideContent, scores: IpipScores, person: GuidePerson): string {
  const item = seedItemByReportId(guide.reportId);
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  const parts: string[] = [];
  parts.push(`<article class="insight-guide" data-guide="${escapeHtml(guide.slug)}">`);
  parts.push('<header class="guide-header">');
  parts.push(`<h1>${escapeHtml(guide.title)}</h1>`);
  if (fullName) {
    parts.push(`<p class="guide-person">Prepared for ${escapeHtml(fullName)}</p>`);
  }
  parts.push('</header>');
  if (item) {
    parts.push(
      `<figure class="guide-image"><img src="${escapeHtml(CATALOG_ASSET_PATH + item.imageFileName)}" ` +
        `alt="${escapeHtml(guide.title)}" width="480" height="270"></figure>`,
    );
  }
  parts.push(`<p class="guide-intro">${fill(guide.intro, person)}</p>`);

  if (guide.showScoreSummary) {
    parts.push('<section class="guide-summary"><h2>Your five traits at a glance</h2><ul>');
    for (const section of guide.sections) {
      const score = scores[section.trait];
      parts.push(
        `<li><strong>${escapeHtml(IPIP_FACTOR_LABELS[section.trait])}</strong>: ${scoreLine(score, band(score))}</li>`,
      );
    }
    parts.push(
      '</ul><p>Scores run from 10 to 50. The ranges are a reading aid based on the scale itself, not a ' +
        'comparison with other people.</p></section>',
    );
  }

  for (const section of guide.sections) {
    const score = scores[section.trait];
    const level = band(score);
    const content = section.bands[level];
    parts.push(`<section class="guide-section" data-trait="${escapeHtml(section.trait)}" data-band="${level}">`);
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    parts.push(
      `<p class="guide-score">${escapeHtml(IPIP_FACTOR_LABELS[section.trait])}. ${scoreLine(score, level)}</p>`,
    );
    parts.push(`<p>${escapeHtml(content.text)}</p>`);
    parts.push('<h3>Ideas to try</h3><ul>');
    for (const tip of content.tips) {
      parts.push(`<li>${escapeHtml(tip)}</li>`);
    }
    parts.push('</ul></section>');
  }

  parts.push(
    `<section class="guide-closing"><h2>Putting it together</h2><p>${escapeHtml(guide.closing)}</p></section>`,
  );
  parts.push(`<footer class="guide-disclaimer"><p><small>${escapeHtml(DISCLAIMER)}</small></p></footer>`);
  parts.push('</article>');
  return parts.join('\n');
}
