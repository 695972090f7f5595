import type { Practice } from '@/content/types';

/**
 * An example of re-branding: a second, fictional practice. Build the site with it:
 *
 *   PRACTICE=examples/second-practice npm run build
 *
 * Everyone and everything here is invented: the people, hospitals and GMC number; phone numbers are in Ofcom's
 * drama ranges and emails use example.org. There is no `demo` line, so no demo story is ever seeded for it.
 */
export const practice: Practice = {
  surgeon: {
    name: 'Ms Imogen Trevithick',
    shortName: 'Imogen Trevithick',
    postNominals: 'BM BCh DPhil FRCS (Orth)',
    role: 'Consultant Orthopaedic Surgeon, Knee and Hip',
    pronouns: { subject: 'she', object: 'her', possessive: 'her' },
    gmcNumber: '9999999 (example)',
    specialties: [
      'Knee replacement',
      'Hip replacement',
      'Partial knee replacement',
      'ACL reconstruction',
      'Knee arthroscopy',
      'Sports knee injuries',
    ],
    photo: {
      image: 'surgeon-portrait',
      alt: 'Illustrated portrait of the consultant orthopaedic surgeon in a navy suit',
    },
    biography: [
      'Ms Imogen Trevithick is a consultant orthopaedic surgeon who looks after people with knee and hip problems. She sees NHS patients at Tamarside General Hospital in Plymouth and private patients at the Harbour View Clinic in Truro.',
      'She studied medicine at Oxford and trained as an orthopaedic surgeon in the South West, then spent a year learning joint replacement and knee ligament surgery.',
      'She always talks through treatment without surgery first, and offers an operation only when it is likely to help.',
    ],
    training: [
      'I studied medicine at the University of Oxford, where I also completed a doctorate, and trained in trauma and orthopaedic surgery in the South West. I then spent a fellowship year on joint replacement and knee ligament surgery.',
      'I am a Fellow of the Royal College of Surgeons of Edinburgh and a member of the British Orthopaedic Association, the British Association for Surgery of the Knee and the British Hip Society.',
    ],
  },
  practiceName: 'Trevithick Orthopaedics',
  tagline: 'Knee and hip care for Cornwall and Devon',
  area: 'Cornwall and Devon',
  privatePractice: {
    anchor: 'private-practice',
    heading: 'Private Practice',
    hospital: 'Harbour View Clinic',
    addressLines: ['Harbour View Clinic', '7 Quayside Walk', 'Truro'],
    postcode: 'TR1 9ZZ',
    phone: '01632 960777',
    phoneLabel: 'Private bookings',
    email: 'bookings@example.org',
    secretary: 'Morwenna Pascoe, medical secretary',
    hours: [
      { day: 'Monday', opens: '09:00', closes: '17:30' },
      { day: 'Thursday', opens: '13:00', closes: '19:00' },
    ],
    notes: ['Self-funding and insured patients are welcome.'],
    mapsUrl: 'https://www.openstreetmap.org/search?query=Truro',
  },
  nhsPractice: {
    anchor: 'nhs-practice',
    heading: 'NHS Practice',
    hospital: 'Tamarside General Hospital',
    addressLines: ['Tamarside General Hospital', 'Orthopaedic Clinic, Zone C', 'Plymouth'],
    postcode: 'PL6 9ZZ',
    phone: '020 7946 0999',
    phoneLabel: 'NHS orthopaedic office',
    hours: [
      { day: 'Tuesday', opens: '08:00', closes: '16:00' },
      { day: 'Wednesday', opens: '08:00', closes: '16:00' },
    ],
    notes: ['NHS appointments need a referral from your GP.'],
    mapsUrl: 'https://www.openstreetmap.org/search?query=Plymouth',
  },
  bookingEmail: 'bookings@example.org',
  // No film yet: the home page leaves its film section out.
  societies: [
    { name: 'British Orthopaedic Association', url: 'https://www.boa.ac.uk' },
    { name: 'British Association for Surgery of the Knee', url: 'https://www.baskonline.com' },
    { name: 'British Hip Society', url: 'https://www.britishhipsociety.com' },
    { name: 'Royal College of Surgeons of Edinburgh', url: 'https://www.rcsed.ac.uk' },
  ],
  insurers: [
    { name: 'Bupa', url: 'https://www.bupa.co.uk' },
    { name: 'AXA Health', url: 'https://www.axahealth.co.uk' },
    { name: 'Aviva', url: 'https://www.aviva.co.uk/health' },
    { name: 'Vitality', url: 'https://www.vitality.co.uk' },
    { name: 'WPA', url: 'https://www.wpa.org.uk' },
    { name: 'Cigna', url: 'https://www.cigna.co.uk' },
    { name: 'Simplyhealth', url: 'https://www.simplyhealth.co.uk' },
    { name: 'Westfield Health', url: 'https://www.westfieldhealth.com' },
    { name: 'Saga Health Insurance', url: 'https://www.saga.co.uk' },
    { name: 'Paycare', url: 'https://www.paycare.org' },
    { name: 'Health Shield', url: 'https://www.healthshield.co.uk' },
    { name: 'Medicash', url: 'https://www.medicash.org' },
    { name: 'Sovereign Health Care', url: 'https://www.sovereignhealthcare.co.uk' },
    { name: 'CS Healthcare', url: 'https://www.cshealthcare.co.uk' },
    { name: 'HSF Health Plan', url: 'https://www.hsf.co.uk' },
  ],
  declarations: [
    'Ms Trevithick has no shares or financial interest in the Harbour View Clinic.',
    'She receives no payment from implant manufacturers.',
  ],
  siteUrl: 'https://trevithick-orthopaedics.example.org',
  // Sea green and slate, a different look from the demo practice's navy and teal.
  theme: {
    logo: 'examples/second-practice/logo.svg',
    colours: {
      text: { DEFAULT: '#1b2522', soft: '#3a4944', muted: '#4c5b56' },
      primary: { 50: '#eef4f2', 100: '#d5e6e0', 600: '#2f5a4d', 700: '#244a3f', 800: '#1b3a31', 900: '#112720' },
      accent: { 50: '#f6efe9', 100: '#ead8c9', 600: '#9a4a16', 700: '#833d10', 800: '#6a310c' },
      surface: { 50: '#f8f9f7', 100: '#eef1ec', 200: '#dde3da' },
    },
  },
};
