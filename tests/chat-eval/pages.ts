/**
 * The pages that answer each topic well, shared by the development and test sets: the procedure page, the
 * treatment or condition page, and the guides. A case names the groups whose pages a good answer may cite.
 */
const knee = (slug: string) => `/knee-procedures/${slug}`;
const hip = (slug: string) => `/hip-procedures/${slug}`;
const treatment = (slug: string) => `/Treatments/${slug}`;
const condition = (slug: string) => `/Conditions/${slug}`;

export const guide = (id: string) => `/guides/${id}`;
export const kneePainGuide = guide('knee-pain-treatments-guide');

/** The pages that answer each topic well: the procedure page, the treatment or condition page, and the guides. */
export const P = {
  kneeArthroscopy: [knee('knee-arthroscopy'), treatment('knee-arthroscopy'), kneePainGuide],
  acl: [
    knee('acl-(anterior-cruciate-ligament)-repair'),
    treatment('acl-reconstruction'),
    condition('acl/-ligament-injury-(sports-knee-injury)'),
    guide('acl-booklet'),
    guide('acl-protocol-guide'),
  ],
  pcl: [knee('pcl-reconstruction')],
  meniscus: [knee('meniscectomy-for-meniscus-tear'), condition('cartilage-tear')],
  cartilage: [knee('cartilage-reconstruction')],
  chondroplasty: [knee('chondroplasty')],
  tkr: [
    knee('knee-replacement'),
    knee('knee-arthroplasty'),
    treatment('total-knee-replacement'),
    guide('knee-replacement-guide'),
    guide('total-knee-brochure'),
    guide('total-knee-personal-guide'),
    guide('your-guide-to-knee-replacement'),
    guide('robotic-arm-total-knee-guide'),
  ],
  revision: [knee('knee-replacement-revision')],
  pkr: [
    knee('partial-knee-replacement'),
    treatment('partial-knee-replacement'),
    guide('partial-knee-system'),
    guide('partial-knee-patient-brochure'),
    guide('mako-robotic-arm-pkr'),
    guide('your-guide-to-knee-replacement'),
  ],
  osteotomy: [knee('knee-osteotomy'), knee('tibial-osteotomy'), treatment('knee-osteotomy')],
  patella: [
    knee('patella-stabilisation'),
    treatment('patellar-stabilization'),
    treatment('patellar-realignment'),
    condition('kneecap-problems'),
  ],
  hamstring: [knee('hamstring-repair')],
  kneeInjection: [knee('image-guided-knee-joint-injections'), treatment('non-surgical-treatment-for-knees')],
  kneeMua: [knee('knee---mua')],
  nstride: [knee('nstride®-aps'), treatment('non-surgical-treatment-for-knees'), guide('orthobiologics-guide')],
  kneeTrauma: [knee('trauma-knee-surgery')],
  thr: [
    hip('hip-replacement'),
    hip('hip-arthroplasty'),
    treatment('hip-replacement'),
    guide('hip-replacement-patient-guide'),
    guide('hip-replacement-guide'),
  ],
  hipCartilage: [hip('hip-cartilage-reconstruction')],
  hemi: [hip('hemiarthroplasty'), hip('trauma-hip-surgery')],
  hipArthroscopy: [hip('hip-arthroscopy')],
  hipOsteotomy: [hip('hip-osteotomy')],
  hipInjection: [hip('image-guided-hip-joint-injections'), treatment('non-surgical-treatment-for-hips')],
  hipMua: [hip('hip-mua')],
  hipFracture: [hip('trauma-hip-surgery'), hip('hemiarthroplasty')],
  kneeArthritis: [
    condition('knee-arthritis'),
    guide('arthritis-faq'),
    treatment('non-surgical-treatment-for-knees'),
    kneePainGuide,
  ],
  anteriorKneePain: [condition('anterior-knee-pain')],
  nonSurgicalKnee: [
    treatment('non-surgical-treatment-for-knees'),
    kneePainGuide,
    condition('knee-arthritis'),
    guide('arthritis-faq'),
  ],
  nonSurgicalHip: [
    treatment('non-surgical-treatment-for-hips'),
    '/hip-procedures',
    guide('hip-replacement-guide'),
    guide('hip-replacement-patient-guide'),
  ],
  prepare: ['/PreAndPostcare', guide('total-knee-personal-guide'), guide('hip-replacement-patient-guide')],
  physio: ['/PreAndPostcare/physiotherapy'],
  miop: ['/PreAndPostcare/miop-app'],
  privatePractice: ['/#private-practice'],
  nhsPractice: ['/#nhs-practice'],
  booking: ['/#contact'],
  fees: ['/fees-and-declarations'],
  privacy: ['/privacy-notice'],
  testimonials: ['/testimonials-policy'],
  accessibility: ['/accessibility'],
  about: ['/#biography-heading', '/AboutMe'],
  stories: ['/patient-success-stories'],
  kneeHub: ['/knee-procedures'],
  hipHub: ['/hip-procedures'],
  hipGuides: [guide('hip-replacement-patient-guide'), guide('hip-replacement-guide')],
  robotic: [guide('robotic-arm-total-knee-guide'), guide('mako-robotic-arm-pkr')],
  orthobiologics: [guide('orthobiologics-guide')],
  kneePainGuide: [kneePainGuide],
  usefulLinks: ['/UsefulLinks'],
};
