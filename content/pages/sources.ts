import type { Source } from '@/content/types';

/** Guidance the information pages are based on, named once and reused. */
export const sources = {
  nhsOsteoarthritis: {
    title: 'Osteoarthritis',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/osteoarthritis/',
  },
  nhsOsteoarthritisTreatment: {
    title: 'Osteoarthritis: treatment',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/osteoarthritis/treatment/',
  },
  niceOsteoarthritis: {
    title: 'Osteoarthritis in over 16s: diagnosis and management (NG226)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ng226',
  },
  niceJointReplacement: {
    title: 'Joint replacement (primary): hip, knee and shoulder (NG157)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ng157',
  },
  niceArthroscopicLavage: {
    title: 'Arthroscopic knee washout, with or without debridement, for the treatment of osteoarthritis (IPG230)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ipg230',
  },
  niceChondrocyteImplantation: {
    title:
      'Autologous chondrocyte implantation for treating symptomatic articular cartilage defects of the knee (TA477)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ta477',
  },
  nicePlateletRichPlasma: {
    title: 'Platelet-rich plasma injections for knee osteoarthritis (IPG637)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ipg637',
  },
  nhsKneePain: { title: 'Knee pain', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/knee-pain/' },
  nhsArthroscopy: { title: 'Arthroscopy', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/arthroscopy/' },
  nhsKneeLigamentSurgery: {
    title: 'Knee ligament surgery',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/knee-ligament-surgery/',
  },
  nhsSportsInjuries: {
    title: 'Sports injuries',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/sports-injuries/',
  },
  nhsDislocatedKneecap: {
    title: 'Dislocated kneecap',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/dislocated-kneecap/',
  },
  nhsKneeReplacement: {
    title: 'Knee replacement',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/knee-replacement/',
  },
  nhsHipReplacement: {
    title: 'Hip replacement',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/hip-replacement/',
  },
  nhsHipPain: { title: 'Hip pain in adults', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/hip-pain/' },
  nhsSteroidInjections: {
    title: 'Steroid injections',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/steroid-injections/',
  },
  versusArthritisKneePain: {
    title: 'Knee pain',
    publisher: 'Versus Arthritis',
    url: 'https://www.versusarthritis.org/about-arthritis/conditions/knee-pain/',
  },
  versusArthritisOsteoarthritis: {
    title: 'Osteoarthritis',
    publisher: 'Versus Arthritis',
    url: 'https://www.versusarthritis.org/about-arthritis/conditions/osteoarthritis/',
  },
  versusArthritisHipPain: {
    title: 'Hip pain',
    publisher: 'Versus Arthritis',
    url: 'https://www.versusarthritis.org/about-arthritis/conditions/hip-pain/',
  },
  njr: {
    title: 'National Joint Registry: information for patients',
    publisher: 'National Joint Registry',
    url: 'https://www.njrcentre.org.uk/',
  },
} satisfies Record<string, Source>;
