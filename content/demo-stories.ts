import type { DemoStory } from './types';

const blank = { consultationTime: '', treatment: '', condition: '', otherTreatment: '', otherCondition: '' } as const;

/**
 * Fictional patient stories seeded into an empty database while content/practice.ts is the demo practice (see the
 * README). The people, phone numbers (Ofcom drama range) and emails (example.com) are invented. They cover the
 * condition and treatment categories and every star rating so that each tab and filter has something to show.
 * The server checks each against the story form's schema before seeding it (server/stories/demo.ts).
 */
export const demoStories: DemoStory[] = [
  {
    ...blank,
    firstName: 'Margaret',
    lastName: 'Thornbury',
    hadSurgery: true,
    treatment: 'Total Knee Replacement',
    consultationDate: '2025-01-14',
    consultationTime: '09:15 AM',
    rating: 5,
    submittedAt: '2025-09-02T10:12:00.000Z',
    description:
      'After years of knee pain I finally had my knee replaced. Every step was explained before the operation, and the physiotherapy plan afterwards kept me going. I can now walk to the shops and look after my grandchildren again.',
  },
  {
    ...blank,
    firstName: 'Rajesh',
    lastName: 'Pellman',
    hadSurgery: true,
    treatment: 'Hip Replacement',
    consultationDate: '2024-11-05',
    rating: 5,
    submittedAt: '2025-08-20T15:40:00.000Z',
    description:
      'My hip had stopped me playing golf. The team were calm, kind and organised from the first appointment. I was up and walking on the day of the operation, and I am back on the course with my friends.',
  },
  {
    ...blank,
    firstName: 'Eileen',
    lastName: 'Woodcombe',
    hadSurgery: false,
    condition: 'Knee Arthritis',
    consultationDate: '2025-03-03',
    rating: 4,
    submittedAt: '2025-08-11T09:05:00.000Z',
    description:
      'I expected to be told I needed an operation. Instead we talked through all the options and started with physiotherapy and weight loss. My knee is much better and I understand what to do if it flares up.',
  },
  {
    ...blank,
    firstName: 'Tom',
    lastName: 'Harcastle',
    hadSurgery: true,
    treatment: 'ACL Reconstruction',
    consultationDate: '2024-09-18',
    rating: 5,
    submittedAt: '2025-07-29T18:22:00.000Z',
    description:
      'I tore my ACL playing rugby. The reconstruction and the long rehabilitation were hard work, but I always knew what the next stage was. I have just played my first full match since the injury.',
  },
  {
    ...blank,
    firstName: 'Priya',
    lastName: 'Anwell',
    hadSurgery: true,
    treatment: 'Knee Arthroscopy',
    consultationDate: '2025-02-10',
    consultationTime: '02:30 PM',
    rating: 4,
    submittedAt: '2025-07-15T11:00:00.000Z',
    description:
      'Keyhole surgery for a locked knee. I was home the same day. The stiffness took a little longer to settle than I hoped, but the follow-up was thorough and my knee no longer catches.',
  },
  {
    ...blank,
    firstName: 'George',
    lastName: 'Lindqvist',
    hadSurgery: false,
    condition: 'Cartilage Tear',
    consultationDate: '2025-04-22',
    rating: 3,
    submittedAt: '2025-07-01T08:45:00.000Z',
    description:
      'The appointment was clear and unhurried, and the scan results were explained with pictures. I had to wait longer than I would have liked for the physiotherapy referral, but my knee is slowly improving.',
  },
  {
    ...blank,
    firstName: 'Sophie',
    lastName: 'Marrable',
    hadSurgery: true,
    treatment: 'Patellar Stabilization',
    consultationDate: '2024-08-30',
    rating: 5,
    submittedAt: '2025-06-18T13:30:00.000Z',
    description:
      'My kneecap kept slipping out of place and I had stopped dancing. Since the stabilisation operation it has not dislocated once, and I am back in classes twice a week.',
  },
  {
    ...blank,
    firstName: 'Alan',
    lastName: 'Brightwater',
    hadSurgery: true,
    treatment: 'Partial Knee Replacement',
    consultationDate: '2024-10-09',
    rating: 4,
    submittedAt: '2025-06-02T16:10:00.000Z',
    description:
      'Only one side of my knee was worn, so a partial replacement was offered. Recovery was quicker than my neighbour’s full replacement. Kneeling is still awkward, but walking is comfortable again.',
  },
  {
    ...blank,
    firstName: 'Hannah',
    lastName: 'Ocheltree',
    hadSurgery: false,
    condition: 'Anterior Knee Pain',
    consultationDate: '2025-05-12',
    rating: 5,
    submittedAt: '2025-05-28T10:00:00.000Z',
    description:
      'I was worried something serious was wrong with my knees. The examination was gentle, the explanation reassuring, and the exercise plan has made running pain-free for the first time in a year.',
  },
  {
    ...blank,
    firstName: 'David',
    lastName: 'Kettleborough',
    hadSurgery: true,
    treatment: 'Knee Osteotomy',
    consultationDate: '2024-07-16',
    rating: 2,
    submittedAt: '2025-05-09T12:20:00.000Z',
    description:
      'The operation itself went well, but I found the recovery much slower and harder than I expected and I would have liked more contact in the first weeks at home. My knee is better than before.',
  },
  {
    ...blank,
    firstName: 'Fatima',
    lastName: 'Greenhalgh',
    hadSurgery: false,
    condition: 'Kneecap Problems',
    consultationDate: '2025-01-27',
    rating: 4,
    submittedAt: '2025-04-23T09:35:00.000Z',
    description:
      'My teenage daughter’s kneecap problems were explained to both of us in plain language. She now has a clear exercise programme and knows when to come back.',
  },
  {
    ...blank,
    firstName: 'Colin',
    lastName: 'Ashdown',
    hadSurgery: true,
    treatment: 'Non-Surgical Treatment For Hips',
    consultationDate: '2024-12-02',
    rating: 1,
    submittedAt: '2025-04-04T17:50:00.000Z',
    description:
      'The injection did not help my hip as much as I had hoped and I felt the appointment was rushed. I have since been referred back to discuss other options.',
  },
  {
    ...blank,
    firstName: 'Beatrice',
    lastName: 'Fenwick',
    hadSurgery: true,
    treatment: 'Other',
    otherTreatment: 'Meniscus repair',
    consultationDate: '2024-06-11',
    rating: 5,
    submittedAt: '2025-03-15T14:05:00.000Z',
    description:
      'My torn meniscus was repaired rather than trimmed, which I was told gives the knee a better long-term chance. The crutches were a nuisance for a few weeks, but it was worth it.',
  },
  {
    ...blank,
    firstName: 'Owen',
    lastName: 'Pritchard',
    hadSurgery: false,
    condition: 'ACL/ Ligament Injury',
    consultationDate: '2025-02-19',
    rating: 3,
    submittedAt: '2025-03-01T19:15:00.000Z',
    description:
      'We decided together that I did not need a reconstruction because I do not play pivoting sports. Physiotherapy has helped. I am still building confidence on uneven ground.',
  },
];
