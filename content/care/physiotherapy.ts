import type { PhysiotherapyDirectory } from '@/content/care/types';
import { practice } from '@/content/practice';

/**
 * The physiotherapy directory at /PreAndPostcare/physiotherapy.
 * Demo listing: every centre, person, phone number (Ofcom drama range), email and website below is fictional.
 * Each centre's region is worked out from its address (lib/regions.ts), so write the town into the address.
 */
export const physiotherapyDirectory = {
  path: '/PreAndPostcare/physiotherapy',
  title: 'Physiotherapy centres and brace suppliers in Warwickshire',
  description:
    'Physiotherapy centres in North, Central and South Warwickshire for rehabilitation after knee or hip surgery or injury, and local brace suppliers.',
  hero: {
    title: 'Physiotherapy',
    subtitle: 'Physiotherapy centres and brace suppliers near you, to support your recovery',
  },
  intro: [
    {
      kind: 'paragraph',
      text: 'Physiotherapy is one of the most important parts of getting better after a knee or hip operation or injury. A physiotherapist gives you exercises to bring back movement and strength, and checks your progress.',
    },
    {
      kind: 'paragraph',
      text: 'If you have your operation on the NHS, the hospital will arrange your physiotherapy. If you are a private patient, or want extra sessions, you can contact any of the centres below yourself. You do not usually need a referral from your GP, but your health insurer may ask for one.',
    },
    {
      kind: 'paragraph',
      text: '**Demo listing:** the centres and brace suppliers below are made-up examples for this demonstration site. Their websites, email addresses and phone numbers are placeholders.',
    },
    {
      kind: 'paragraph',
      text: `This list is for your convenience. ${practice.surgeon.name} has no financial link with any centre or supplier on it, and you are free to choose any physiotherapist registered with the Health and Care Professions Council (HCPC).`,
    },
  ],
  regions: [
    { id: 'north', name: 'North Warwickshire', subtitle: 'Including Coventry and surrounding areas' },
    {
      id: 'central',
      name: 'Central Warwickshire',
      subtitle: 'Including Warwick, Kenilworth, Leamington Spa, and Stoneleigh',
    },
    {
      id: 'south',
      name: 'South Warwickshire',
      subtitle: 'Including Stratford-upon-Avon and surrounding areas',
    },
  ],
  otherAreas: { name: 'Other areas', subtitle: 'Centres outside the areas above' },
  centres: [
    {
      name: 'Larkfield Physiotherapy',
      address: '14 Larkfield Row, Coventry CV1 9ZZ',
      phone: '01632 960201',
      website: 'https://larkfield-physio.example.com',
      email: 'larkfield.physio@example.com',
      description: 'Rehabilitation after knee and hip replacement, with a hydrotherapy pool and evening appointments.',
    },
    {
      name: 'Hollybank Sports Injury Clinic',
      address: '210 Warwick Road, Coventry CV3 9ZZ',
      phone: '01632 960202',
      website: 'https://hollybank-sports.example.com',
      description: 'Sports injuries and rehabilitation after ACL reconstruction, including return-to-sport testing.',
    },
    {
      name: 'Swanbridge Physio and Pilates',
      address: '6 Castle Mews, Kenilworth CV8 9ZZ',
      phone: '01632 960203',
      email: 'swanbridge.physio@example.com',
      description: 'One-to-one physiotherapy and small Pilates classes to build strength after knee surgery.',
    },
    {
      name: 'Meadowgate Joint Clinic',
      address: '18 Meadowgate, Warwick CV34 9ZZ',
      phone: '01632 960204',
      website: 'https://meadowgate-joints.example.com',
      email: 'meadowgate.clinic@example.com',
      description:
        'Physiotherapy for arthritis and for recovery after joint replacement, with home visits if you cannot travel.',
    },
    {
      name: 'Kingfisher Rehabilitation',
      address: '25 Parade Court, Leamington Spa CV32 9ZZ',
      phone: '01632 960205',
      website: 'https://kingfisher-rehab.example.com',
      email: 'kingfisher.rehab@example.org',
      description: 'Rehabilitation after knee and hip surgery, including supervised gym sessions.',
    },
    {
      name: 'Willowbrook Physiotherapy',
      address: '9 Guild Court, Stratford-upon-Avon CV37 9ZZ',
      phone: '01632 960206',
      website: 'https://willowbrook-physio.example.com',
      email: 'willowbrook.physio@example.com',
      description: 'Physiotherapy for knee and hip problems, before and after surgery.',
    },
    {
      name: 'Elmstead Sports Physiotherapy',
      address: 'Unit 2, Elmstead Business Park, Stratford-upon-Avon, Warwickshire CV37 9ZZ',
      phone: '020 7946 0207',
      website: 'https://elmstead-sports.example.com',
      email: 'elmstead.sports@example.com',
      description: 'Sports physiotherapy and running assessments, with a return-to-sport programme after knee injury.',
    },
  ],
  braceProviders: {
    title: 'Brace providers',
    intro:
      'Most people do not need a brace after knee or hip surgery. If your surgeon or physiotherapist recommends one, these suppliers can measure and fit it.',
    providers: [
      {
        contactPerson: 'Helen Marsh',
        brand: 'Stridewell Bracing',
        website: 'https://stridewell.example.com',
        email: 'helen.marsh@example.com',
        phone: '01632 960311',
        description: 'Knee braces for ligament injuries and kneecap problems, measured and fitted by appointment.',
      },
      {
        contactPerson: 'Tom Okafor',
        brand: 'OrthoFit Supports',
        website: 'https://orthofit-supports.example.com',
        email: 'tom.okafor@example.org',
        phone: '020 7946 0312',
        description: 'Off-loading knee braces for arthritis, and hip and knee supports for sport.',
      },
    ],
  },
  guidance: [
    {
      id: 'choosing-a-physiotherapist',
      title: 'Choosing a physiotherapist',
      blocks: [
        {
          kind: 'list',
          intro: 'Whichever centre you choose, check that:',
          items: [
            'the physiotherapist is registered with the [Health and Care Professions Council (HCPC)](https://www.hcpc-uk.org/check-the-register/). "Physiotherapist" is a protected title, so anyone using it must be registered',
            'they have experience of helping people recover from the operation or injury you have had',
            'they can see you soon after you leave hospital, if your team has asked for early physiotherapy',
            'you know the cost of each session, and whether your health insurer will pay for it',
          ],
        },
      ],
    },
    {
      id: 'your-first-appointment',
      title: 'Your first appointment',
      blocks: [
        {
          kind: 'list',
          intro: 'Take with you:',
          items: [
            'your discharge letter or operation note, and any advice on exercise from the hospital',
            'the exercise sheet you were given in hospital',
            'a list of the medicines you take',
            'loose shorts or trousers, so the physiotherapist can see your knee or hip',
          ],
          outro:
            'The physiotherapist will ask about your operation or injury, look at how you walk and move, and agree goals with you. Most of the work is the exercises you do at home between sessions.',
        },
      ],
    },
    {
      id: 'when-to-contact-us',
      title: 'When to contact the surgical team',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Stop your exercises and contact the surgical team if your pain gets much worse, your wound leaks or looks red, or your calf becomes swollen and painful. Your physiotherapist will also tell you if they think you need to be seen. For what counts as an emergency, see [Pre and post care](/PreAndPostcare).',
        },
      ],
    },
  ],
  review: {
    lastReviewed: '2026-11-20',
    nextReview: '2027-11-20',
    reviewedBy: null,
    sources: ['nhsPhysiotherapy', 'hcpcRegister', 'cspPhysiotherapyExplained'],
  },
} satisfies PhysiotherapyDirectory;
