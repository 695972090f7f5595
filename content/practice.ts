import type { Practice } from './types';

/**
 * Everything about the surgeon and the practice. Another surgeon re-brands the site here.
 * These are demo values: the people, phone numbers (Ofcom drama ranges), emails (example.com/.org),
 * hospitals and GMC number are fictional.
 *
 * The type catches a missing or misspelt field as you type; the build checks the rest (formats, counts) with
 * lib/validations/practice.ts from next.config.ts, so the check costs the pages nothing.
 */
export const practice: Practice = {
  surgeon: {
    name: 'Mr Daniel Ashworth',
    shortName: 'Daniel Ashworth',
    postNominals: 'MBChB MSc FRCS (Tr & Orth)',
    role: 'Consultant Orthopaedic Knee and Hip Surgeon',
    pronouns: { subject: 'he', object: 'him', possessive: 'his' },
    gmcNumber: '0000000 (demo)',
    specialties: [
      'Knee replacement',
      'Partial knee replacement',
      'Hip replacement',
      'Knee arthroscopy',
      'ACL reconstruction',
      'Sports knee injuries',
      'Kneecap problems',
      'Knee osteotomy',
    ],
    photo: {
      image: 'surgeon-portrait',
      alt: 'Illustrated portrait of Mr Daniel Ashworth, consultant orthopaedic surgeon, in a navy suit',
    },
    biography: [
      'Mr Daniel Ashworth is a consultant orthopaedic surgeon who specialises in knee and hip surgery and sports injuries. He sees patients at Avonside University Hospital in the NHS and privately at Oakfield Private Hospital in Leamington Spa.',
      'He trained in medicine at the University of Birmingham and completed his specialist orthopaedic training in the West Midlands. He then spent a year as a knee and hip fellow, focusing on joint replacement, partial knee replacement and ligament reconstruction.',
      'His practice covers the whole range of knee and hip problems: arthritis, cartilage and meniscus tears, ligament injuries such as a torn ACL, and kneecap pain and instability. He always starts with treatment without surgery, such as physiotherapy, and recommends an operation only when it is likely to help.',
      'For joint replacement he offers total and partial knee replacement and total hip replacement, including robotic-arm assisted surgery where it suits the patient. He follows an enhanced recovery programme so that most patients are walking on the day of their operation.',
      'Mr Ashworth teaches junior doctors and physiotherapists and takes part in national audit through the National Joint Registry. He believes that patients make the best decisions when they have clear, honest information, and he takes time to explain the options, including the option of not having surgery.',
      'Outside work he is a keen cyclist and coaches a junior rugby team, so he understands how much getting back to sport and activity matters to his patients.',
    ],
    training: [
      'I studied medicine at the University of Birmingham and trained in trauma and orthopaedic surgery in the West Midlands. I then completed a specialist fellowship in knee and hip surgery, focusing on joint replacement, partial knee replacement and ligament reconstruction.',
      'I am a Fellow of the Royal College of Surgeons (Trauma and Orthopaedics) and a member of the British Orthopaedic Association, the British Association for Surgery of the Knee and the British Hip Society.',
    ],
  },
  practiceName: 'Ashworth Knee & Hip Practice',
  tagline: 'Specialist care for knees, hips and sports injuries in Warwickshire',
  area: 'Warwickshire',
  privatePractice: {
    anchor: 'private-practice',
    heading: 'Private Practice',
    hospital: 'Oakfield Private Hospital',
    addressLines: ['Oakfield Private Hospital', '12 Oakfield Lane', 'Leamington Spa'],
    postcode: 'CV32 0ZZ',
    phone: '01632 960123',
    phoneLabel: 'Private secretary',
    email: 'appointments@example.com',
    secretary: 'Sarah Collins, practice secretary',
    hours: [
      { day: 'Tuesday', opens: '08:30', closes: '18:00' },
      { day: 'Friday', opens: '08:30', closes: '13:00' },
    ],
    notes: [
      'Self-funding patients are welcome.',
      'Insured patients: please bring your authorisation code from your insurer.',
    ],
    mapsUrl: 'https://www.openstreetmap.org/search?query=Leamington%20Spa',
  },
  nhsPractice: {
    anchor: 'nhs-practice',
    heading: 'NHS Practice',
    hospital: 'Avonside University Hospital',
    addressLines: ['Avonside University Hospital', 'Orthopaedic Outpatients, Level 2', 'Coventry'],
    postcode: 'CV2 9ZZ',
    phone: '020 7946 0456',
    phoneLabel: 'NHS orthopaedic secretaries',
    hours: [
      { day: 'Monday', opens: '09:00', closes: '17:00' },
      { day: 'Wednesday', opens: '09:00', closes: '17:00' },
    ],
    notes: [
      'NHS appointments need a referral from your GP or another healthcare professional.',
      'To change an NHS appointment, call the number on your appointment letter.',
    ],
    mapsUrl: 'https://www.openstreetmap.org/search?query=Coventry',
  },
  bookingEmail: 'appointments@example.com',
  video: {
    title: 'Meet your surgeon: what to expect at your first appointment',
    src: '/media/meet-your-surgeon.mp4',
    poster: 'video-poster',
    captions: '/media/meet-your-surgeon.en.vtt',
    transcript:
      'A short animation introducing the practice: how to book, what happens at your first appointment, and how we decide on treatment together.',
  },
  societies: [
    { name: 'British Orthopaedic Association', url: 'https://www.boa.ac.uk' },
    { name: 'British Association for Surgery of the Knee', url: 'https://www.baskonline.com' },
    { name: 'British Hip Society', url: 'https://www.britishhipsociety.com' },
    { name: 'Royal College of Surgeons of England', url: 'https://www.rcseng.ac.uk' },
  ],
  insurers: [
    { name: 'Bupa', url: 'https://www.bupa.co.uk' },
    { name: 'AXA Health', url: 'https://www.axahealth.co.uk' },
    { name: 'Aviva', url: 'https://www.aviva.co.uk/health' },
    { name: 'Vitality', url: 'https://www.vitality.co.uk' },
    { name: 'WPA', url: 'https://www.wpa.org.uk' },
    { name: 'Cigna', url: 'https://www.cigna.co.uk' },
    { name: 'Allianz Care', url: 'https://www.allianzcare.com' },
    { name: 'Simplyhealth', url: 'https://www.simplyhealth.co.uk' },
    { name: 'The Exeter', url: 'https://www.the-exeter.com' },
    { name: 'Benenden Health', url: 'https://www.benenden.co.uk' },
    { name: 'Healix', url: 'https://www.healix.com' },
    { name: 'Freedom Health Insurance', url: 'https://www.freedomhealthinsurance.co.uk' },
    { name: 'National Friendly', url: 'https://www.nationalfriendly.co.uk' },
    { name: 'General & Medical', url: 'https://www.generalandmedical.com' },
    { name: 'Aetna International', url: 'https://www.aetnainternational.com' },
  ],
  declarations: [
    'Mr Ashworth has no shares or financial interest in Oakfield Private Hospital.',
    'He receives no payment from implant manufacturers and does not hold shares in any medical device company.',
    'He has no financial interest in any equipment or test he recommends.',
  ],
  siteUrl: 'https://knee-hip-surgeon.example.com',
  // The site's colours and icon. The build stops, naming the fields, if a pair used for text is under 4.5:1.
  theme: {
    logo: 'public/logo.svg',
    colours: {
      text: { DEFAULT: '#15233a', soft: '#3b4a61', muted: '#4f5d72' },
      primary: { 50: '#eef3f9', 100: '#d9e4f1', 600: '#24436e', 700: '#1c3558', 800: '#15294a', 900: '#0e1c33' },
      accent: { 50: '#e8f5f4', 100: '#c8e8e5', 600: '#0f6e68', 700: '#0b5a55', 800: '#08463f' },
      surface: { 50: '#fbf8f3', 100: '#f4eee4', 200: '#e9dfcf' },
    },
  },
  // This is the fictional demo practice: the server shows fictional demo stories on an empty database. A real
  // practice deletes this line when it re-brands the module; from then on no demo story is ever seeded.
  demo: true,
};
