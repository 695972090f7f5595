/** A guidance document or page a page is based on. */
type Source = {
  /** Title of the guidance or page, e.g. "Osteoarthritis in over 16s: diagnosis and management (NG226)". */
  title: string;
  publisher: string;
  url: string;
};

/**
 * Every source the site cites, named once. Pages, procedure pages, guides, trust pages and clinical figures
 * cite a source by its key (`sources: ['nhsKneeReplacement']`), never by typing a title or an address, so a
 * moved page is fixed here for every page that cites it. Keys are stable: add one, never rename one.
 */
export const sources = {
  // NHS website
  nhsHealthAtoZ: { title: 'Health A to Z', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/' },
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
  nhsKneePain: { title: 'Knee pain', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/knee-pain/' },
  nhsCellulitis: { title: 'Cellulitis', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/cellulitis/' },
  nhsNecrotisingFasciitis: {
    title: 'Necrotising fasciitis',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/necrotising-fasciitis/',
  },
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
  nhsHipFracture: { title: 'Hip fracture', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/hip-fracture/' },
  nhsBrokenArmOrWrist: {
    title: 'Broken arm or wrist',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/broken-arm-or-wrist/',
  },
  nhsBrokenLeg: { title: 'Broken leg', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/broken-leg/' },
  nhsBrokenAnkle: { title: 'Broken ankle', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/broken-ankle/' },
  nhsTesticlePain: { title: 'Testicle pain', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/testicle-pain/' },
  nhsHighBloodPressure: {
    title: 'High blood pressure (hypertension)',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/high-blood-pressure-hypertension/',
  },
  nhsAchillesTendonRupture: {
    title: 'Achilles tendon rupture',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/achilles-tendon-rupture/',
  },
  nhsHamstringInjury: {
    title: 'Hamstring injury',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/hamstring-injury/',
  },
  nhsSteroidInjections: {
    title: 'Steroid injections',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/steroid-injections/',
  },
  nhsCtScan: { title: 'CT scan', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/ct-scan/' },
  nhsDeepVeinThrombosis: {
    title: 'Deep vein thrombosis',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/deep-vein-thrombosis-dvt/',
  },
  nhsPhysiotherapy: { title: 'Physiotherapy', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/physiotherapy/' },
  nhsQuitSmoking: { title: 'Quit smoking', publisher: 'NHS', url: 'https://www.nhs.uk/better-health/quit-smoking/' },

  // NHS website: when to get help now (the red flags of content/urgent-help.ts)
  nhsPulmonaryEmbolism: {
    title: 'Pulmonary embolism',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/pulmonary-embolism/',
  },
  nhsSepsis: { title: 'Sepsis', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/sepsis/' },
  nhsBleedingInPregnancy: {
    title: 'Vaginal bleeding in pregnancy',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/vaginal-bleeding/',
  },
  nhsHighTemperature: {
    title: 'High temperature (fever) in adults',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/fever-in-adults/',
  },
  nhsAnaphylaxis: { title: 'Anaphylaxis', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/anaphylaxis/' },
  nhsCompartmentSyndrome: {
    title: 'Compartment syndrome',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/compartment-syndrome/',
  },
  nhsPeripheralArterialDisease: {
    title: 'Peripheral arterial disease (PAD)',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/peripheral-arterial-disease-pad/',
  },
  nhsCaudaEquinaSyndrome: {
    title: 'Cauda equina syndrome',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/cauda-equina-syndrome/',
  },
  nhsStroke: { title: 'Stroke', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/stroke/' },
  nhsSeizures: {
    title: 'What to do if someone has a seizure (fit)',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/epilepsy/what-to-do-if-someone-has-a-seizure-fit/',
  },
  nhsHeadInjury: {
    title: 'Head injury and concussion',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/head-injury-and-concussion/',
  },
  nhsVomitingBlood: { title: 'Vomiting blood', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/vomiting-blood/' },
  nhsDiarrhoeaAndVomiting: {
    title: 'Diarrhoea and vomiting',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/',
  },
  nhsFainting: { title: 'Fainting', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/fainting/' },
  nhsHeartAttack: { title: 'Heart attack', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/heart-attack/' },
  nhsCutsAndGrazes: {
    title: 'Cuts and grazes',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/cuts-and-grazes/',
  },
  nhsFootDrop: { title: 'Foot drop', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/foot-drop/' },
  nhsParacetamolForAdults: {
    title: 'Paracetamol for adults',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/medicines/paracetamol-for-adults/',
  },
  nhsSuicidalThoughts: {
    title: 'Help for suicidal thoughts',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/behaviours/help-for-suicidal-thoughts/',
  },
  nhsUrgentMentalHealthHelp: {
    title: 'Where to get urgent help for mental health',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/',
  },
  nhsUrinaryTractInfections: {
    title: 'Urinary tract infections (UTIs)',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/urinary-tract-infections-utis/',
  },
  nhsCDifficile: {
    title: 'C. difficile',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/c-difficile/',
  },
  niceCksKneePainAssessment: {
    title: 'Knee pain: assessment (Clinical Knowledge Summaries)',
    publisher: 'NICE',
    url: 'https://cks.nice.org.uk/topics/knee-pain-assessment/',
  },
  nhsPressureUlcers: {
    title: 'Pressure ulcers (pressure sores)',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/pressure-sores/',
  },
  nhsConstipation: {
    title: 'Constipation',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/constipation/',
  },
  nhsDrugAllergy: {
    title: 'Drug allergy',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/drug-allergy/',
  },
  nhsAnticoagulants: {
    title: 'Anticoagulant medicines',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/anticoagulants/',
  },
  nhsHighBloodSugar: {
    title: 'High blood sugar (hyperglycaemia)',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/high-blood-sugar-hyperglycaemia/',
  },
  nhsStevensJohnsonSyndrome: {
    title: 'Stevens-Johnson syndrome',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/stevens-johnson-syndrome/',
  },
  nhsHeadaches: { title: 'Headaches', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/headaches/' },
  nhsHealthierTogetherLimp: {
    title: 'Limp: when should you worry? (Healthier Together)',
    publisher: 'NHS',
    url: 'https://swlondon-healthiertogether.nhs.uk/children-and-young-people/concerned-your-child-is-unwell/limp',
  },
  nhsConfusion: {
    title: 'Sudden confusion (delirium)',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/confusion/',
  },

  // NICE guidance
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
  niceHipImpingementSurgery: {
    title: 'Arthroscopic femoro-acetabular surgery for hip impingement syndrome (IPG408)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ipg408',
  },
  niceHipFracture: {
    title: 'Hip fracture: management (CG124)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/cg124',
  },
  niceComplexFractures: {
    title: 'Fractures (complex): assessment and management (NG37)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ng37',
  },
  niceHeadInjury: {
    title: 'Head injury: assessment and early management (NG232)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ng232',
  },
  niceNonComplexFractures: {
    title: 'Fractures (non-complex): assessment and management (NG38)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ng38',
  },
  niceVenousThromboembolism: {
    title:
      'Venous thromboembolism in over 16s: reducing the risk of hospital-acquired deep vein thrombosis or pulmonary embolism (NG89)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ng89',
  },
  niceTotalHipReplacement: {
    title: 'Total hip replacement and resurfacing arthroplasty for end-stage arthritis of the hip (TA304)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ta304',
  },
  nicePerioperativeCare: {
    title: 'Perioperative care in adults (NG180)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/ng180',
  },

  // Charities, registries and professional bodies
  ukSepsisTrust: {
    title: 'About sepsis: the signs in adults',
    publisher: 'The UK Sepsis Trust',
    url: 'https://sepsistrust.org/about/about-sepsis/',
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
  versusArthritisKneeReplacement: {
    title: 'Knee replacement surgery',
    publisher: 'Versus Arthritis',
    url: 'https://www.versusarthritis.org/about-arthritis/treatments/surgery/knee-replacement-surgery/',
  },
  versusArthritisHipReplacement: {
    title: 'Hip replacement surgery',
    publisher: 'Versus Arthritis',
    url: 'https://www.versusarthritis.org/about-arthritis/treatments/surgery/hip-replacement-surgery/',
  },
  njrPatients: {
    title: 'Information for patients',
    publisher: 'National Joint Registry',
    url: 'https://www.njrcentre.org.uk/patients/',
  },
  aomrcKneeArthroscopy: {
    title: 'Evidence-based interventions: knee arthroscopy for patients with osteoarthritis',
    publisher: 'Academy of Medical Royal Colleges',
    url: 'https://www.aomrc.org.uk/ebi/clinicians/knee-arthroscopy-for-patients-with-osteoarthritis/',
  },
  rcoaFitterBetterSooner: {
    title: 'Fitter Better Sooner: preparing for surgery',
    publisher: 'Royal College of Anaesthetists',
    url: 'https://www.rcoa.ac.uk/fitterbettersooner',
  },
  rcoaHeadacheAfterSpinal: {
    title: 'Headache after an epidural or spinal injection (patient information leaflets)',
    publisher: 'Royal College of Anaesthetists',
    url: 'https://www.rcoa.ac.uk/patients/patient-information-resources/patient-information-leaflets-video-resources',
  },
  cspPhysiotherapyExplained: {
    title: 'Physiotherapy explained',
    publisher: 'Chartered Society of Physiotherapy',
    url: 'https://www.csp.org.uk/public-patient',
  },
  hcpcRegister: {
    title: 'Check the register',
    publisher: 'Health and Care Professions Council',
    url: 'https://www.hcpc-uk.org/check-the-register/',
  },

  // Trust pages: law, regulators and standards
  icoLawfulBasis: {
    title: 'A guide to the data protection principles and lawful basis',
    publisher: "Information Commissioner's Office",
    url: 'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/lawful-basis/',
  },
  icoSpecialCategoryData: {
    title: 'Special category data',
    publisher: "Information Commissioner's Office",
    url: 'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/lawful-basis/special-category-data/',
  },
  icoIndividualRights: {
    title: 'Individual rights',
    publisher: "Information Commissioner's Office",
    url: 'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/individual-rights/',
  },
  wcag22: {
    title: 'Web Content Accessibility Guidelines (WCAG) 2.2',
    publisher: 'W3C',
    url: 'https://www.w3.org/TR/WCAG22/',
  },
  govukSampleAccessibilityStatement: {
    title: 'Sample accessibility statement',
    publisher: 'GOV.UK',
    url: 'https://www.gov.uk/government/publications/sample-accessibility-statement',
  },
  equalityAct2010: {
    title: 'Equality Act 2010',
    publisher: 'legislation.gov.uk',
    url: 'https://www.legislation.gov.uk/ukpga/2010/15/contents',
  },
  cmaPrivateHealthcare: {
    title: 'Private healthcare market investigation',
    publisher: 'Competition and Markets Authority',
    url: 'https://www.gov.uk/cma-cases/private-healthcare-market-investigation',
  },
  cmaFakeReviews: {
    title: 'Fake reviews (CMA208)',
    publisher: 'Competition and Markets Authority',
    url: 'https://www.gov.uk/government/publications/fake-reviews-cma208',
  },
  capCodeTestimonials: {
    title: 'The CAP Code: section 3, Misleading advertising (testimonials and endorsements)',
    publisher: 'Committee of Advertising Practice (ASA)',
    url: 'https://www.asa.org.uk/codes-and-rulings/advertising-codes/non-broadcast-code.html',
  },
  gmcGoodMedicalPractice: {
    title: 'Good medical practice',
    publisher: 'General Medical Council',
    url: 'https://www.gmc-uk.org/professional-standards/the-professional-standards/good-medical-practice',
  },
  phin: { title: 'Private Healthcare Information Network', publisher: 'PHIN', url: 'https://www.phin.org.uk' },
} as const satisfies Record<string, Source>;

export type SourceKey = keyof typeof sources;

/** The source a key names. */
export const sourceFor = (key: SourceKey): Source => sources[key];
