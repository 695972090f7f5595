import { introVideoScenes } from '@/content/intro-video';
import { practice } from '@/content/practice';
import { stories } from '@/content/stories';
import { redFlags, urgencyTiers, type RedFlag, type RedFlagId, type UrgencyTier } from '@/content/urgent-help';
import type { PracticeFact } from '@/content/types';

/**
 * Every word the chat assistant says on its own: the widget's labels, the greeting, the fixed safety replies
 * and the practice facts it can answer from. Answers about conditions and treatments come from the pages.
 */
const { surgeon, privatePractice, nhsPractice } = practice;

const hoursText = (hours: { day: string; opens: string; closes: string }[]) =>
  hours.map((slot) => `${slot.day} ${slot.opens}-${slot.closes}`).join(', ');

const bookingLink = '[book a consultation](/#contact)';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const flagList = (flags: RedFlagId[]) => flags.map((id) => `- ${redFlags[id].text}`).join('\n');

/**
 * The warning signs the chat lists first whenever someone describes a symptom (chatReplies.checkFirst), each under
 * its registry tier.
 */
const safetyChecklist: RedFlagId[] = [
  'chest-pain',
  'breathlessness',
  'leg-numb-pale-cold',
  'compartment-syndrome',
  'heavy-bleeding',
  'severe-allergic-reaction',
  'new-confusion',
  'calf-clot',
  'wound-infection',
  'fever',
  'uncontrolled-pain',
];
const flagsOfTier = (tier: UrgencyTier) => safetyChecklist.filter((id) => redFlags[id].tier === tier);
/** A short list in each flag's brief words. */
const briefList = (ids: RedFlagId[]) =>
  ids.map((id) => `- ${(redFlags[id] as RedFlag).brief ?? redFlags[id].text}`).join('\n');

export const chatCopy = {
  title: 'Knee Surgery Assistant',
  subtitle: `${surgeon.name}'s assistant`,
  launcherLabel: 'Chat with the Knee Surgery Assistant',
  loading: 'Opening the assistant...',
  closeLabel: 'Close chat',
  clearLabel: 'Clear chat history',
  clearConfirm: 'Are you sure you want to clear chat history?',
  clearYes: 'Yes, clear',
  clearNo: 'Cancel',
  conversationLabel: 'Conversation',
  inputLabel: 'Your question',
  inputPlaceholder: 'Ask about knee or hip care...',
  sendLabel: 'Send',
  thinking: 'Thinking...',
  sourcesLabel: 'From our pages:',
  emergencyLabel: 'Emergency',
  urgentLabel: 'Urgent',
  youLabel: 'You',
  assistantLabel: 'Assistant',
  /** Under the conversation: where the answers come from, and what they are not. */
  disclaimer: "Answers are quoted from this website's pages: general information, not advice about your own health.",
  /** Always shown in the panel, whatever the conversation: the way to help that needs no answer from the chat. */
  safetyLine: 'In an emergency call [999](tel:999). For urgent advice call [NHS 111](tel:111), day or night.',
  noScript: 'The Knee Surgery Assistant needs JavaScript. You can still [get in touch](/#contact) with the practice.',
  greeting: `Hello, I'm ${surgeon.name}'s assistant. I can answer general questions about knee and hip problems, treatments and recovery, and about booking an appointment, using the information on this website. How can I help?`,
  /** The spec's failure texts: the first when a reply cannot be fetched, the second when it cannot be read. */
  errorReply: "I'm sorry, I encountered an error while processing your request. Please try again later.",
  shortErrorReply: "I'm sorry, I encountered an error. Please try again later.",
  tooManyRequests: "I'm sorry, you've sent a lot of messages in a short time. Please wait a minute and try again.",
  /** Longest question the box accepts (the server's CHAT_MAX_MESSAGE_CHARS default). */
  maxMessageChars: 1000,
};

export type ChatCopy = typeof chatCopy;

/** Fixed replies. They never depend on the model or the search, so they can be reviewed here once. */
export const chatReplies = {
  /**
   * Red flags: the tier's action and the flags' own words, both from content/urgent-help.ts, so the chat says
   * what the pages' urgent-help boxes say.
   */
  emergency: (flags: RedFlagId[]) =>
    [
      `**${urgencyTiers.emergency.action}.**`,
      `What you describe matches ${flags.length === 1 ? 'a warning sign' : 'warning signs'} that our pages list as an emergency:`,
      flagList(flags),
      'Do not wait for a reply from this chat, the practice or a clinic appointment. If you have had an operation recently, tell the ambulance crew or A&E staff which operation you had and when.',
    ].join('\n\n'),
  /** When someone may be thinking of ending their life or harming themselves (NHS: help for suicidal thoughts). */
  crisis: [
    '**If you might act on these thoughts, or you have harmed yourself, call 999 or go to A&E now.**',
    'You do not have to cope with this on your own. For urgent mental health help, call NHS 111 and choose the mental health option (option 2), day or night. You can also call Samaritans free on 116 123, any time, or talk to someone you trust.',
  ].join('\n\n'),
  /**
   * Before any other answer to someone describing a symptom of their own or a relative's, whether or not a
   * warning sign was recognised in their words: the checklist, so a missed flag is still signposted.
   */
  checkFirst: () =>
    [
      `**${urgencyTiers.emergency.action} if you have:**`,
      briefList(flagsOfTier('emergency')),
      `**${urgencyTiers.urgent.action}, if you have:**`,
      briefList(flagsOfTier('urgent')),
      'If none of these apply, here is what our pages say.',
    ].join('\n\n'),
  /** After the same-day advice for a warning sign, when the visitor also asked a question our pages answer. */
  answerAfterWarning: 'While you arrange that, about your question:',
  /** How long the NHS waiting list is: our pages never say; what they say about being seen on the NHS follows. */
  waitingTimeNotStated:
    'Our pages do not say how long the NHS waiting list is at the moment. Here is what they say about NHS care.',
  /** Parking at the hospitals: our pages never describe it; where the clinics are follows. */
  parkingNotStated: 'Our pages do not describe parking at the hospitals. Here is where the clinics are.',
  /** A question our pages do not answer at all: said plainly, with the way to ask, citing no clinical page. */
  notCovered: [
    "I'm sorry, our pages do not cover that. They are about knee and hip problems, their treatment and recovery, and about the practice.",
    `Please [contact the practice](/#contact) on ${privatePractice.phone}, and the team will be glad to help or point you to the right place.`,
  ].join('\n\n'),
  urgent: (flags: RedFlagId[]) =>
    [
      `**${urgencyTiers.urgent.action}.**`,
      `What you describe matches ${flags.length === 1 ? 'a warning sign' : 'warning signs'} that our pages say need checking the same day:`,
      flagList(flags),
      [
        `- **Private patients:** call the practice on ${privatePractice.phone} (${hoursText(privatePractice.hours)}), or the ward at ${privatePractice.hospital}.`,
        '- **NHS patients:** call the ward or the number on your discharge letter.',
        '- **Out of hours:** call 111 or go to [111.nhs.uk](https://111.nhs.uk).',
      ].join('\n'),
      `If you get chest pain, feel short of breath or cough up blood, ${lowerFirst(urgencyTiers.emergency.action)}.`,
    ].join('\n\n'),
  diagnosis: [
    "I'm sorry, I can't tell what is wrong with your knee or hip, or whether you have a particular condition. That needs an assessment by a doctor who can examine you and, if needed, arrange scans.",
    `You can ${bookingLink} with ${surgeon.name}, or see your GP. I'm happy to share general information about a condition, such as its usual symptoms and treatments.`,
  ].join('\n\n'),
  decision: [
    "That's an important decision, and it isn't one I can make for you. Whether a treatment is right for you depends on your examination, scans, general health and what matters to you.",
    `${surgeon.name} will talk through all your options with you, including treatment without surgery. Please ${bookingLink} to discuss it. I can share general information about a treatment, such as what it involves, the recovery and the risks.`,
  ].join('\n\n'),
  medicine: [
    "I'm sorry, I can't advise on medicines or doses. Please follow the instructions from your surgical team or on the medicine's leaflet.",
    `If you are unsure, ask a pharmacist, your GP or call NHS 111. If you have taken too much of a medicine, ${lowerFirst(urgencyTiers.emergency.action)}, even if you feel well.`,
  ].join('\n\n'),
  offTopic: `I'm sorry, I can only help with questions about knee and hip problems, their treatment and recovery, and about ${surgeon.name}'s practice. Is there something about your knee or hip care I can help with?`,
  notFound: [
    "I'm sorry, I couldn't find an answer to that on our pages.",
    'I can help with questions about knee and hip conditions, treatments, recovery, and booking an appointment. You could also [contact the practice](/#contact), and the team will be glad to help.',
  ].join('\n\n'),
  hello: `Hello! I'm ${surgeon.name}'s assistant. Ask me about a knee or hip condition, a treatment, recovery after surgery, or how to book an appointment.`,
  thanks: "You're welcome. If you have another question about your knee or hip care, just ask.",
  identity: `I'm ${surgeon.name}'s virtual assistant, not a person. I answer from the information on this website and can make mistakes, so please check anything important with the practice or a medical professional.`,
  /** Starts an answer composed from a page section without a model. */
  sectionLead: (pageTitle: string, heading: string) =>
    `Here is what our page on **${pageTitle}** says under *${heading}*:`,
  readMore: (link: string) => `You can read more on ${link}.`,
  /** Before an answer from a joint replacement's page to a question that names no operation ("after my op"). */
  operationNotNamed:
    'You did not say which operation, so this is for a joint replacement, the operation most of our patients have. Care after other operations differs: tell me which one you had for a closer answer.',
  /** When no passage clearly answers the question: said honestly, with the closest pages and the way to ask. */
  weakMatch: (links: string[]) =>
    [
      "I'm not sure our pages answer that exactly. These pages come closest:",
      links.map((link) => `- ${link}`).join('\n'),
      `You can also [contact the practice](/#contact) on ${privatePractice.phone}, and the team will be glad to help.`,
    ].join('\n\n'),
  personalClose: `For advice about your own knee or hip, please ${bookingLink}.`,
};

/** Practice details the assistant can answer from, each linked to where the site shows it. */
export const practiceFacts: PracticeFact[] = [
  ...[privatePractice, nhsPractice].map((location) => ({
    url: `/#${location.anchor}`,
    heading: `${location.heading}: ${location.hospital}, address, phone and clinic hours`,
    body: [
      `- **Address:** ${[...location.addressLines, location.postcode].join(', ')}`,
      `- **${location.phoneLabel}:** ${location.phone}`,
      ...(location.email ? [`- **Email:** ${location.email}`] : []),
      ...(location.secretary ? [`- **Secretary:** ${location.secretary}`] : []),
      `- **Clinic hours:** ${hoursText(location.hours)}`,
      ...location.notes,
    ],
    keywords: `where location address hospital clinic hours opening times days open phone number ${location === nhsPractice ? 'nhs referral gp' : 'private self-funding insured'}`,
  })),
  {
    url: '/#contact',
    heading: 'How to book an appointment',
    body: [
      `To book a private consultation with ${surgeon.name}, send a message with the form on our [contact section](/#contact), email ${practice.bookingEmail} or call the practice on ${privatePractice.phone}.`,
      `Private clinics are at ${privatePractice.hospital}: ${hoursText(privatePractice.hours)}. Self-funding patients are welcome. If you are insured, please get an authorisation code from your insurer before your appointment.`,
      `NHS appointments at ${nhsPractice.hospital} need a referral from your GP or another healthcare professional. To change an NHS appointment, call the number on your appointment letter, or the NHS secretaries on ${nhsPractice.phone}.`,
    ],
    keywords: 'book booking appointment consultation see the surgeon referral make an appointment how do i contact',
  },
  {
    url: '/patient-success-stories',
    heading: `${stories.heading}: what other patients say`,
    body: [stories.intro, `Read them on our [patient stories page](/patient-success-stories).`],
    keywords: 'patient stories reviews testimonials experiences what other patients said read feedback ratings',
  },
  {
    url: '/patient-success-stories#share-your-story',
    heading: `${stories.form.heading.replace(/!$/, '')}: how to share your own story`,
    body: [
      stories.form.intro,
      `Use the "${stories.form.heading}" form on our [patient stories page](/patient-success-stories#share-your-story).`,
    ],
    keywords: 'share your story leave a review write a testimonial feedback tell other patients',
  },
  {
    url: '/#biography-heading',
    heading: `About ${surgeon.name}, ${surgeon.role}`,
    body: [...surgeon.biography, `GMC number: ${surgeon.gmcNumber}. Qualifications: ${surgeon.postNominals}.`],
    keywords: `surgeon biography experience trained training qualifications who is ${surgeon.shortName} specialist consultant`,
  },
  {
    url: '/#biography-heading',
    heading: 'Specialties',
    body: [`${surgeon.name} specialises in:`, ...surgeon.specialties.map((item) => `- ${item}`)],
    keywords: 'specialties specialise specialist what does he treat operations offered services conditions treated',
  },
  {
    url: '/#societies-heading',
    heading: 'Professional societies',
    body: [`${surgeon.name} is a member of: ${practice.societies.map((society) => society.name).join(', ')}.`],
    keywords: 'member membership societies professional bodies associations royal college',
  },
  // The home page's film and its transcript: what happens at a first appointment
  ...(practice.video
    ? [
        {
          url: '/#video-heading',
          heading: practice.video.title,
          // Its narration from booking to deciding together; its opening greeting and closing thanks say nothing
          // about the appointment.
          body: introVideoScenes.slice(1, -1).map((scene) => scene.narration),
          keywords: 'first appointment consultation visit clinic what happens what to expect scans x-rays examine',
        },
      ]
    : []),
];
