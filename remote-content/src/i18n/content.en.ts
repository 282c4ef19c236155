import type { contentTr } from './content.tr';

/** English texts of the `content` namespace. */
export const contentEn: typeof contentTr = {
  pages: {
    title: 'Information',
    intro: 'Everything you need to know about Arcadia: rules, privacy, responsible gaming and more.',
    empty: 'There is no content yet.',
    notFound: 'The page you are looking for was not found.',
    allPages: 'All information pages',
    loadFailed: 'The page could not be loaded.',
  },
  promotions: {
    title: 'Promotions',
    intro: 'Bonuses and campaigns made for you. Pick a promotion for the details.',
    details: 'Details',
    all: 'All promotions',
    empty: 'There are no active promotions right now.',
    loadFailed: 'Promotions could not be loaded.',
    join: 'Join Now',
    close: 'Close',
  },
  responsibleGaming: {
    title: 'Responsible Gaming',
    intro: 'Gaming is entertainment, not a way to make money. Use our tools to stay in control of your play, and ask for help whenever you need it.',
    tools: {
      title: 'Your tools',
      limits: 'Deposit, loss and stake limits',
      limitsText: 'Set daily, weekly and monthly limits. Lowering a limit applies at once; raising or removing one applies after 24 hours.',
      realityCheck: 'Reality checks',
      realityCheckText: 'At the interval you choose (15, 30, 60 or 120 minutes) we show how long you have been playing, your stakes, your wins and your net position.',
      timeout: 'Time-out',
      timeoutText: 'Take a break from play for a day, a week, 30 days or six weeks. A time-out cannot be lifted before it ends.',
      selfExclusion: 'Self-exclusion',
      selfExclusionText: 'Close your account to play for 6 months, a year, 5 years or indefinitely. It cannot be lifted before it ends.',
      meanwhile: 'During a time-out or self-exclusion you can still log in, see your balance and withdraw; deposits, games, bets and bonuses are closed.',
      open: 'My responsible gaming tools',
      signInHint: 'Log in to use your tools.',
    },
    age: {
      title: '18+',
      notice: 'Gambling is for adults aged 18 and over.',
      text: 'You confirm that you are 18 or older when you register; accounts found to belong to anyone under 18 are closed.',
    },
    signs: {
      title: 'Signs of problem gambling',
      intro: 'If any of these sound familiar, take a break and reach out for support:',
      longer: 'Playing for longer, or with more money, than you planned',
      chasing: 'Playing on to win back what you have lost',
      borrowing: 'Borrowing money or missing bills because of gambling',
      hiding: 'Hiding your gambling from family and friends',
      restless: 'Feeling restless or irritable when you are not playing',
    },
    help: {
      title: 'Get help',
      intro: 'These organisations offer free, confidential support (they open in a new tab):',
      yesilay: 'Free addiction counselling in Türkiye',
      gamcare: 'Support and counselling for gambling problems (UK)',
      gamblersAnonymous: 'Fellowship groups of people helping each other with a gambling problem',
    },
  },
};
