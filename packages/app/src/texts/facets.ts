/**
 * The words of the full result (IPIP-NEO-120): the five traits and their thirty facets, each with a name and a text
 * for a low, an average and a high score, and the comparison group in words. Written here, in the second person;
 * a low score is a way of being, described with what it brings.
 */

import type { NeoAgeBand, NeoDomain, NeoFacet, NeoGroup, NeoSex } from '@insight/api';

/** What a low, an average and a high score say (1–2 sentences each; the keys are NEO_LEVELS). */
export interface LevelTexts {
  low: string;
  average: string;
  high: string;
}
/** A trait: its name, one sentence on what it is about, and its level texts. */
export interface DomainWords extends LevelTexts {
  name: string;
  summary: string;
}
/** A facet: its name and its level texts. */
export interface FacetWords extends LevelTexts {
  name: string;
}

export const domainWords: Record<NeoDomain, DomainWords> = {
  neuroticism: {
    name: 'Neuroticism',
    summary:
      'How often and how strongly you feel unsettling emotions such as worry, irritation and sadness, and how quickly they pass.',
    low: 'You tend to stay calm and even-tempered: worries and setbacks touch you lightly and pass quickly, which helps you keep a steady head when things go wrong.',
    average:
      'You feel worry, irritation or low moods about as often as most people: they come when life is straining and fade once the strain eases, without running your days.',
    high: 'You feel worry, tension and sadness keenly and often. That sensitivity makes you alert to what could go wrong, though carrying it can cost you energy and rest.',
  },
  extraversion: {
    name: 'Extraversion',
    summary: 'How much you seek out people, activity and stimulation, and how much energy you draw from them.',
    low: 'You prefer quiet settings, small groups and time of your own. You can be sociable, but company spends your energy rather than restoring it, and you think before you speak.',
    average:
      'You enjoy company and lively moments, and you also value time on your own; you move between the two depending on the day, the people and what is at stake.',
    high: 'You draw energy from people and activity: you like to be in the thick of things, speak up readily and bring a warmth and pace that others notice.',
  },
  openness: {
    name: 'Openness to Experience',
    summary:
      'How drawn you are to new ideas, art, feelings and experiences, and to questioning the way things are usually done.',
    low: 'You prefer the familiar and the practical: plain facts, tried ways and concrete tasks. This keeps you grounded and steady where others drift into theory.',
    average:
      'You are curious about some new ideas and experiences and content with the familiar in others, mixing a taste for novelty with a liking for what already works.',
    high: 'You are curious, imaginative and drawn to art, ideas and unfamiliar experiences; you enjoy questioning habits and seeing things from angles others miss.',
  },
  agreeableness: {
    name: 'Agreeableness',
    summary: 'How much you put getting along with others first, and how you weigh their needs against your own.',
    low: 'You speak your mind and look after your own interests. You are hard to fool and willing to compete, which helps when a tough call or a firm stance is needed.',
    average:
      'You are generally cooperative and considerate, yet you can hold your ground and say no when your own interests or your sense of fairness call for it.',
    high: "You are warm, trusting and keen to help. You go out of your way to avoid conflict and keep others' needs close to your own, which makes you easy to work with.",
  },
  conscientiousness: {
    name: 'Conscientiousness',
    summary: 'How you organise yourself, pursue your goals and hold back impulses in order to get things done.',
    low: 'You take things as they come, keep plans loose and follow what interests you now. This makes you flexible and spontaneous, though deadlines may need reminders.',
    average:
      'You are organised and dependable when something matters to you and easygoing about the rest: you plan some things with care and let others find their way.',
    high: 'You are organised, reliable and persistent: you set goals, plan ahead and see things through, and people can count on you to finish what you start.',
  },
};

export const facetWords: { [D in NeoDomain]: Record<NeoFacet<D>, FacetWords> } = {
  neuroticism: {
    anxiety: {
      name: 'Anxiety',
      low: 'You rarely dwell on what might go wrong. You tend to feel relaxed and unhurried, even in situations that leave other people uneasy.',
      average:
        'You feel worried or tense when something real is at stake, and you usually settle again once it has passed or is under way.',
      high: 'You often feel nervous or on edge, and your mind readily runs ahead to what could go wrong; this also makes you careful and well prepared.',
    },
    anger: {
      name: 'Anger',
      low: "You are slow to feel annoyed: frustrations and other people's slips seldom get under your skin, and you tend to stay patient.",
      average:
        'You get irritated now and then, mostly when something is plainly unfair or frustrating, and the feeling passes without much trouble.',
      high: 'You feel irritation and anger quickly and strongly when things or people let you down. Your feelings show, and you care when something is not right.',
    },
    depression: {
      name: 'Depression',
      low: 'You seldom feel down for long and bounce back soon after a letdown; your spirits stay fairly bright. This facet is about moods, not an illness.',
      average:
        'You have low days like anyone, often after a setback, and your spirits lift again with time. This facet describes everyday moods, not an illness.',
      high: 'You often feel low or discouraged, and setbacks weigh on you; you also see plainly what is hard and take it seriously. It is about moods, not an illness.',
    },
    selfConsciousness: {
      name: 'Self-Consciousness',
      low: 'You feel at ease with people, even strangers, and rarely worry about what others think of you; awkward moments do not stay with you for long.',
      average:
        'You sometimes feel shy or watched, in a new group or in the spotlight, and you are comfortable once you know the people around you.',
      high: "You are sensitive to how others see you and may feel shy or awkward among strangers; that attentiveness also makes you considerate of others' feelings.",
    },
    immoderation: {
      name: 'Immoderation',
      low: 'You find it easy to resist cravings and temptations. You rarely overdo food, spending or fun, and you can wait for what you want.',
      average:
        'You give in to a craving or an impulse now and then, a second helping or an unplanned purchase, and mostly keep your appetites in hand.',
      high: 'You feel strong urges and find them hard to resist, whether for food, shopping or treats; you live in the moment and enjoy its pleasures fully.',
    },
    vulnerability: {
      name: 'Vulnerability',
      low: 'You stay clear-headed under pressure: in an emergency or a crunch you tend to keep calm and find your way through without feeling overwhelmed.',
      average:
        'You handle most pressure well, though a pile-up of demands or a real crisis can leave you rattled for a while before you find your footing.',
      high: 'Under heavy pressure you can feel overwhelmed and find it hard to decide. You tend to lean on others in a crisis, and you know when you need support.',
    },
  },
  extraversion: {
    friendliness: {
      name: 'Friendliness',
      low: 'You are reserved with people you do not know well and take time to warm up; your friendships tend to be few, chosen with care and lasting.',
      average:
        'You are friendly and open with people once you have a reason to be, and you keep some distance from those you do not know yet.',
      high: 'You warm to people quickly, make friends easily and show that you like them; new acquaintances tend to feel welcome around you.',
    },
    gregariousness: {
      name: 'Gregariousness',
      low: 'You prefer being alone or with a few people you know. Large crowds and busy gatherings tire you, and you value peace and quiet.',
      average:
        'You enjoy a party or a busy gathering from time to time, and you are just as glad of evenings on your own or with a few close friends.',
      high: 'You love being among people: crowds, parties and lively places give you energy, and you tend to seek company rather than solitude.',
    },
    assertiveness: {
      name: 'Assertiveness',
      low: 'You tend to hold back in groups and let others take the lead. You listen more than you speak, and you give others room to be heard.',
      average:
        'You speak up and take charge when the situation calls for it, and you are just as content to follow when someone else leads well.',
      high: 'You speak your mind, take charge and steer groups; others often look to you for direction, and you are comfortable making decisions.',
    },
    activityLevel: {
      name: 'Activity Level',
      low: 'You move at a relaxed, unhurried pace and like to take your time; you would rather do a few things well than many at once.',
      average:
        'You keep a steady pace: busy when there is plenty to do, glad to slow down when there is not, without needing to fill every hour.',
      high: 'You live at a fast pace and keep busy. You like to have lots going on, get things moving quickly and feel restless when there is nothing to do.',
    },
    excitementSeeking: {
      name: 'Excitement-Seeking',
      low: 'You steer clear of noise, risk and commotion and prefer calm, familiar pleasures; thrills hold little appeal, and quiet rarely bores you.',
      average:
        'You enjoy some excitement now and then, a new outing or a bit of adventure, without needing constant stimulation to feel content.',
      high: 'Without stimulation you get bored easily. You are drawn to bright lights, bustle and a bit of risk, and you are up for thrills that others would skip.',
    },
    cheerfulness: {
      name: 'Cheerfulness',
      low: 'You are not given to bubbly high spirits: your feelings are more even and serious, and your enjoyment tends to be quiet rather than loud.',
      average:
        'You have your share of joyful, high-spirited moments, and your good mood is usually easygoing rather than exuberant.',
      high: 'You often feel joy and enthusiasm and show it. You laugh easily, look on the bright side and lift the mood of the people around you.',
    },
  },
  openness: {
    imagination: {
      name: 'Imagination',
      low: 'You keep your mind on what is real and at hand rather than daydreaming; you prefer facts to fantasy and are focused and down to earth.',
      average:
        'You daydream now and then and enjoy a good story, and you spend most of your attention on the practical matters in front of you.',
      high: 'You have a rich inner world and often let your mind wander into daydreams and possibilities; you easily picture how things could be.',
    },
    artisticInterests: {
      name: 'Artistic Interests',
      low: 'Art, poetry and music hold little pull for you on the whole; you value things more for how they work than for how they look or sound.',
      average:
        'You enjoy beauty in some forms, a favourite kind of music or a striking view, without seeking out art as a central part of your life.',
      high: 'You are moved by beauty in art, music, nature and design. You seek it out, notice it in everyday things and can lose yourself in it.',
    },
    emotionality: {
      name: 'Emotionality',
      low: 'You pay less attention to your inner feelings and seldom express them openly; you tend to take things calmly and think them through plainly.',
      average:
        'You are aware of your feelings and can name them, and you tend to keep them to yourself unless something really stirs you.',
      high: 'You are closely in touch with your feelings and feel them strongly. You value emotional experiences and can put what you feel into words.',
    },
    adventurousness: {
      name: 'Adventurousness',
      low: 'You like routine and the familiar: you stick with what you know in food, places and habits, and you take change best when it comes gradually.',
      average:
        'You try new things when they come along and also like your routines; you welcome variety in small doses, such as a new dish or a short trip.',
      high: 'You love variety and seek out new activities, places and foods. Routine soon bores you, and change feels to you like an invitation.',
    },
    intellect: {
      name: 'Intellect',
      low: 'You prefer the concrete to the abstract. Puzzles and theories for their own sake hold little appeal, and you like ideas that have a clear use.',
      average:
        'You enjoy a good discussion or a puzzle now and then, and you lose interest when ideas drift too far from anything practical.',
      high: 'You love ideas, puzzles and debates and enjoy thinking hard about abstract questions; you are quick to follow a theory just to see where it leads.',
    },
    liberalism: {
      name: 'Liberalism',
      low: 'You value tradition, authority and settled ways. You trust what has stood the test of time and are wary of change for its own sake.',
      average:
        'You respect some traditions and question others, weighing new ideas about how things should be run against what has served people well.',
      high: 'You readily question authority, convention and traditional values, and you are open to rethinking how things are done; rules must earn your respect.',
    },
  },
  agreeableness: {
    trust: {
      name: 'Trust',
      low: "You are wary of others' motives until they have proved themselves. You check claims and are hard to take in, which protects you from being used.",
      average:
        'You give people a fair measure of trust and will change your mind if they let you down; you are neither naive nor suspicious.',
      high: 'You assume the best of people and believe most of them are honest and mean well; your trust makes others feel welcome and relied upon.',
    },
    morality: {
      name: 'Morality',
      low: 'You are pragmatic about candour: you see some tact, spin or guardedness as part of getting on, and you keep your cards close when it helps.',
      average:
        'You are honest in most dealings, and you accept that a white lie or a tactful silence has a place in ordinary life.',
      high: 'You are frank and straightforward. You see no need for pretence or tactics with people, and you would rather say what you mean than play games.',
    },
    altruism: {
      name: 'Altruism',
      low: 'You expect people to look after themselves and rarely go out of your way to help unless asked; your time and effort go where you choose.',
      average:
        'You help others when you can and also protect your own time: you give freely to those close to you and weigh the rest case by case.',
      high: 'You find helping people rewarding and readily give your time and effort. You notice when someone needs a hand and offer it without being asked.',
    },
    cooperation: {
      name: 'Cooperation',
      low: 'You are ready to confront people and argue your side. You do not back down just to keep the peace, and you can push hard for what you want.',
      average:
        'You are willing to compromise in most disagreements, and you stand firm and argue when something important to you is at stake.',
      high: 'You dislike confrontation and would rather give ground than fight; you look for compromise and let small slights go to keep things friendly.',
    },
    modesty: {
      name: 'Modesty',
      low: 'You are confident in your abilities and comfortable saying so. You do not hide your strengths, and you are happy to take credit where it is due.',
      average:
        'You acknowledge your strengths when asked without making much of them; you neither boast nor play yourself down very much.',
      high: 'You prefer not to talk about yourself or your achievements and would rather stay out of the limelight, letting your work speak for itself.',
    },
    sympathy: {
      name: 'Sympathy',
      low: 'You take a level-headed view of hardship and prefer decisions based on facts to ones swayed by feeling; you stay steady when others are upset.',
      average:
        'You feel for people who are struggling, and you balance that feeling with a practical sense of what can and should be done.',
      high: "You are deeply moved by others' suffering and feel for those worse off than you; compassion guides many of your choices, and you notice pain easily.",
    },
  },
  conscientiousness: {
    selfEfficacy: {
      name: 'Self-Efficacy',
      low: 'You are often unsure whether you can handle what lies ahead and may doubt your own abilities; you tend to prepare carefully and ask for help.',
      average:
        'You feel up to most of what life asks of you, while some unfamiliar challenges leave you unsure until you have had a go at them.',
      high: 'You are confident that you can deal with what comes your way. You trust your own competence and take on challenges with a sense of control.',
    },
    orderliness: {
      name: 'Orderliness',
      low: 'You are relaxed about mess and do not mind some clutter. You work without lists or fixed systems and still find things when you need them.',
      average:
        'You keep order where it matters to you, such as your papers or your desk, and let other corners of life stay a little untidy.',
      high: 'You like things neat and in their place: lists, schedules and tidy surroundings help you, and you notice quickly when something is out of order.',
    },
    dutifulness: {
      name: 'Dutifulness',
      low: 'You treat rules and commitments as matters of judgement rather than fixed duties: you keep to them when they make sense and bend them when they do not.',
      average:
        'You keep most of your promises and take your obligations seriously, and now and then you let a small one slide when life gets busy.',
      high: 'You keep your word, follow through on obligations and feel a strong sense of duty; people know they can rely on you to do what you said.',
    },
    achievementStriving: {
      name: 'Achievement-Striving',
      low: 'You are content to do enough to get by and feel no need to excel. Work is one part of your life, and you keep plenty of room for other things.',
      average:
        'You work hard at goals you care about and are content to coast on others; your ambition rises and falls with how much something means to you.',
      high: 'You set high goals and work hard to reach them. You are driven to excel, take your work seriously and keep pushing yourself to do better.',
    },
    selfDiscipline: {
      name: 'Self-Discipline',
      low: 'You find it hard to start dull tasks or to keep going once they bore you; you work best when something interests you, and may put off the rest.',
      average:
        'You can make yourself do what must be done, though a dull task sometimes waits until a deadline or a burst of energy gets it moving.',
      high: 'You start on tasks right away and keep going until they are done, even when they are dull; distractions rarely pull you away for long.',
    },
    cautiousness: {
      name: 'Cautiousness',
      low: 'You decide quickly and act on the spur of the moment. You rarely stop to weigh every option, which makes you quick to seize a chance.',
      average:
        'You think before big decisions and act quickly on small ones, weighing the options when the stakes are high and following your instincts otherwise.',
      high: 'You think carefully before you act and consider the options and risks. You rarely rush into things, and your choices are well weighed.',
    },
  },
};

/** The comparison group's words. */
export const normsTexts = {
  /** One sentence: where the norms come from, for the map. */
  source:
    "Your percentiles compare you with Johnson's (2014) published norms for the IPIP-NEO-120, drawn from large English-language internet samples by sex and age band.",
  sex: { female: 'women', male: 'men', unspecified: 'people' } satisfies Record<NeoSex, string>,
  ageBand: {
    under21: 'under 21',
    '21-40': 'aged 21–40',
    '41-60': 'aged 41–60',
    over60: 'over 60',
  } satisfies Record<NeoAgeBand, string>,
  /** A group: its sex's word, then its age band's ('women aged 21–40'). */
  group: (sex: string, ageBand: string): string => `${sex} ${ageBand}`,
};

/** The group in words, as it ends a sentence: 'women aged 21–40', 'men under 21', 'people aged 41–60', 'women over 60'. */
export function groupWords(group: NeoGroup): string {
  return normsTexts.group(normsTexts.sex[group.sex], normsTexts.ageBand[group.ageBand]);
}
