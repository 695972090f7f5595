import { practice } from '@/content/practice';

const { privatePractice, nhsPractice } = practice;

/** The About page: the surgeon's 16 quotes on a still picture (spec), and the surgeon's story. */
export const about = {
  path: '/AboutMe',
  title: 'About Me',
  description: `${practice.surgeon.name}, ${practice.surgeon.role.toLowerCase()}: training, approach to care, NHS and private practice.`,
  heading: `About ${practice.surgeon.name}`,
  /** The still picture behind the heading and the quotes (content/images.ts). */
  picture: 'slide-02',
  quotesLabel: `Quotes from ${practice.surgeon.name}`,
  quotes: [
    'The best treatment is the one that fits your life, not just your X-ray.',
    'Surgery is only one of the options. We always talk about all of them.',
    'A good decision starts with a clear explanation.',
    'I want you to leave clinic knowing exactly what happens next.',
    'Physiotherapy is not a consolation prize. For many knees it is the answer.',
    'Your goals set the target: walking the dog, climbing stairs, or getting back on the pitch.',
    'There is no such thing as a silly question about your own body.',
    'Honest advice sometimes means telling you that you do not need an operation.',
    'Recovery is a team effort: you, your physiotherapist and us.',
    'Good surgery is careful surgery. Careful surgery takes time.',
    'I measure success by what you can do a year after your operation.',
    'Every patient deserves the same care, in the NHS or privately.',
    'Bring a list of questions. We will go through every one.',
    'Pain is personal. How it affects your life matters as much as the scan.',
    'The aim is simple: less pain, more movement, more life.',
    'Thank you for trusting us with your care.',
  ],
  sections: [
    {
      id: 'approach',
      title: 'My approach',
      paragraphs: [
        'Most knee and hip problems get better without an operation. I start with a clear diagnosis, then we look at every option together: exercise and physiotherapy, weight and activity changes, pain relief, injections and, when it is the right choice for you, surgery.',
        'If we decide on surgery, I will explain what it involves, what recovery looks like week by week, and the risks, in plain words. You will have time to think and to ask questions before you decide.',
      ],
    },
    {
      id: 'training',
      title: 'Training and experience',
      paragraphs: [
        ...practice.surgeon.training,
        `Qualifications: ${practice.surgeon.postNominals}. GMC number: ${practice.surgeon.gmcNumber}, which you can check on the General Medical Council's register.`,
      ],
    },
    {
      id: 'where',
      title: 'Where I see patients',
      paragraphs: [
        `I work as a consultant at ${nhsPractice.hospital} in the NHS, and see private patients at ${privatePractice.hospital}. The same team looks after you before, during and after your operation.`,
      ],
    },
    {
      id: 'teaching',
      title: 'Teaching and audit',
      paragraphs: [
        'I teach junior doctors and physiotherapists, and I record every joint replacement with the National Joint Registry so that results can be checked independently.',
      ],
    },
  ],
} as const;
